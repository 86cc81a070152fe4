import { array, object, string } from 'yup';
import type { Authenticate } from '#application/auth/authenticate.ts';
import type { PartnerWebhooks } from '#application/partners/partner-webhooks.ts';
import { PARTNER_EVENT_TYPES } from '#domain/partners/partner-events.ts';
import { WEBHOOK_ANSWERS } from '#domain/wire-contract/webhook-answers.ts';
import { refusalAnswer } from '../../refusal-http.ts';
import { bearerToken } from '../bearer-token.ts';
import type { Caller, Endpoint, ResponseSpec } from '../endpoint/endpoint.ts';
import { endpointOf } from '../endpoint/endpoint.ts';

/** What the webhook calls use: the partners' webhooks and who a bearer token is. */
export interface WebhookApiDeps {
  webhooks: PartnerWebhooks;
  authenticate: Authenticate;
}

const webhookEndpoint = endpointOf<WebhookApiDeps>();

/** The account a bearer token names (a partner's key or a signed-in user's access token): its webhooks. */
const accountHolder: Caller<WebhookApiDeps, number> = {
  security: [{ bearer: [] }],
  description: 'the account of the bearer token (a partner’s API key with `read`, or an access token)',
  async admit({ req, deps, lang }) {
    const found = await deps.authenticate.execute({ token: bearerToken(req) });
    if (found.ok && found.value) return { admitted: true, caller: found.value.id };
    return {
      admitted: false,
      answer: {
        ...refusalAnswer({ code: 'signInRequired' }, lang),
        headers: { 'WWW-Authenticate': 'Bearer' },
      },
    };
  },
};

const error = (description: string): ResponseSpec => ({ description, error: true });
const answers = (answer: ResponseSpec) => ({
  200: answer,
  400: error('Invalid request: field-level errors, localized by `lang`'),
  401: error('No bearer token, or one that does not verify'),
  403: error('A partner key without the `read` scope'),
  404: error('No such webhook or delivery of this account'),
});

const registerSchema = object({
  url: string().required().max(500),
  events: array().of(string().required().oneOf(PARTNER_EVENT_TYPES)).required().min(1),
});

const UNSIGNED = { summary: 'Without a key', status: 401 } as const;

/**
 * A partner's webhooks (issue #52, decision 0128): HTTPS endpoints that get its orders' events, signed
 * with `Kyma-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` under the secret answered once.
 */
export const WEBHOOK_ENDPOINTS: Endpoint<WebhookApiDeps>[] = [
  webhookEndpoint({
    operationId: 'listWebhooks',
    method: 'get',
    path: '/webhooks',
    summary: 'The account’s webhooks and the events each gets',
    caller: accountHolder,
    responses: answers({ description: 'OK', answer: WEBHOOK_ANSWERS.webhooks }),
    examples: [UNSIGNED],
    handle: async ({ deps, caller }) => ({
      status: 200,
      body: { webhooks: await deps.webhooks.endpoints({ userId: caller }) },
    }),
  }),
  webhookEndpoint({
    operationId: 'registerWebhook',
    method: 'post',
    path: '/webhooks',
    summary: 'Registers an HTTPS endpoint for some events; its signing secret is answered this once',
    caller: accountHolder,
    body: registerSchema,
    responses: answers({ description: 'Registered, with its secret', answer: WEBHOOK_ANSWERS.registered }),
    examples: [{ ...UNSIGNED, body: { url: 'https://partner.example/kyma', events: ['order.ticketed'] } }],
    async handle({ deps, caller, body }) {
      const added = await deps.webhooks.register({ userId: caller, url: body.url, events: body.events });
      if (!added.ok) return { refused: added.error };
      return { status: 200, body: { webhook: added.value.endpoint, secret: added.value.secret } };
    },
  }),
  webhookEndpoint({
    operationId: 'removeWebhook',
    method: 'delete',
    path: '/webhooks/:id',
    summary: 'Removes a webhook: it gets nothing more',
    caller: accountHolder,
    responses: answers({ description: 'Removed', answer: WEBHOOK_ANSWERS.done }),
    examples: [{ ...UNSIGNED, params: { id: '00000000-0000-4000-8000-000000000000' } }],
    async handle({ deps, caller, params }) {
      const removed = await deps.webhooks.remove({ userId: caller }, String(params.id));
      return removed.ok ? { status: 200, body: { ok: 'removed' } } : { refused: removed.error };
    },
  }),
  webhookEndpoint({
    operationId: 'listWebhookDeliveries',
    method: 'get',
    path: '/webhooks/deliveries',
    summary: 'The latest deliveries to the account’s webhooks: delivered, being retried, or given up',
    caller: accountHolder,
    responses: answers({ description: 'OK', answer: WEBHOOK_ANSWERS.deliveries }),
    examples: [UNSIGNED],
    handle: async ({ deps, caller }) => ({
      status: 200,
      body: { deliveries: await deps.webhooks.deliveries({ userId: caller }) },
    }),
  }),
  webhookEndpoint({
    operationId: 'redeliverWebhook',
    method: 'post',
    path: '/webhooks/deliveries/:id/redelivery',
    summary: 'Sends a delivery again from its first attempt',
    caller: accountHolder,
    responses: answers({ description: 'Queued', answer: WEBHOOK_ANSWERS.done }),
    examples: [{ ...UNSIGNED, params: { id: '00000000-0000-4000-8000-000000000000' } }],
    async handle({ deps, caller, params }) {
      const queued = await deps.webhooks.redeliver({ userId: caller }, String(params.id));
      return queued.ok ? { status: 200, body: { ok: 'queued' } } : { refused: queued.error };
    },
  }),
];
