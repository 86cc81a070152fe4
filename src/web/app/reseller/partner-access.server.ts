import type { AppServices } from '#application/app-services.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { PARTNER_EVENT_TYPES } from '#domain/partners/partner-events.ts';
import { PARTNER_SCOPES } from '#domain/partners/partner-scopes.ts';
import { readForm } from '../forms/read-form.server.ts';

/** How many of the latest deliveries the page lists. */
const DELIVERY_LOG_LENGTH = 30;

/** A reseller's API keys, webhooks and their latest deliveries, as its page lists them (decision 0128). */
export async function loadPartnerAccess(services: AppServices, userId: number) {
  const { tokens, webhooks } = services.partners;
  const owner = { userId };
  const [keys, endpoints, deliveries] = await Promise.all([
    tokens.list(owner),
    webhooks.endpoints(owner),
    webhooks.deliveries(owner, DELIVERY_LOG_LENGTH),
  ]);
  return { keys, endpoints, deliveries };
}

const PARTNER_INTENTS = ['createToken', 'revokeToken', 'addWebhook', 'removeWebhook', 'redeliver'] as const;
type PartnerIntent = (typeof PARTNER_INTENTS)[number];

/** What the page shows after an action: done, the key or secret shown this once, or the refusal. */
export type PartnerAnswer =
  | { intent: PartnerIntent; done: true; shown?: { name: string; value: string } }
  | { intent: PartnerIntent; done: false; refusal: Pick<Refusal, 'code' | 'fields'> };

const scopeField = (scope: string) => `scope-${scope}`;
const eventField = (type: string) => `event-${type}`;
const FIELDS = [
  'intent',
  'id',
  'name',
  'url',
  ...PARTNER_SCOPES.map(scopeField),
  ...PARTNER_EVENT_TYPES.map(eventField),
];

const isIntent = (value: string | undefined): value is PartnerIntent =>
  (PARTNER_INTENTS as readonly (string | undefined)[]).includes(value);

/** The page's forms: make or revoke a key, add or remove a webhook, send a delivery again. */
export async function partnerAccessAction(
  request: Request,
  services: AppServices,
  userId: number,
): Promise<PartnerAnswer | null> {
  const form = await readForm(request, FIELDS);
  const intent = form.intent;
  if (!isIntent(intent)) return null;
  const { tokens, webhooks } = services.partners;
  const id = form.id ?? '';
  const checked = (names: readonly string[], field: (name: string) => string) =>
    names.filter((name) => form[field(name)] === 'on');
  const answer = async () => {
    if (intent === 'createToken') {
      const made = await tokens.create({
        userId,
        name: form.name ?? '',
        scopes: checked(PARTNER_SCOPES, scopeField),
      });
      return made.ok
        ? { ok: true as const, shown: { name: made.value.made.name, value: made.value.token } }
        : made;
    }
    if (intent === 'addWebhook') {
      const added = await webhooks.register({
        userId,
        url: form.url ?? '',
        events: checked(PARTNER_EVENT_TYPES, eventField),
      });
      return added.ok
        ? { ok: true as const, shown: { name: added.value.endpoint.url, value: added.value.secret } }
        : added;
    }
    if (intent === 'revokeToken') return tokens.revoke({ userId, id });
    if (intent === 'removeWebhook') return webhooks.remove({ userId }, id);
    return webhooks.redeliver({ userId }, id);
  };
  const result = await answer();
  if (!result.ok)
    return { intent, done: false, refusal: { code: result.error.code, fields: result.error.fields } };
  return 'shown' in result ? { intent, done: true, shown: result.shown } : { intent, done: true };
}
