import { FormattedMessage } from '../i18n/intl.tsx';
import type { PartnerAnswer } from './partner-access.server.ts';

/**
 * What became of the last action on the reseller's API page: a key or signing secret shown this once (to be
 * copied now), done, or the refusal in the reseller's language.
 */
export function PartnerAnswerNotice({ answer }: { answer: PartnerAnswer | null | undefined }) {
  if (!answer) return null;
  if (!answer.done)
    return (
      <p className="notice notice--error" role="alert">
        <FormattedMessage id={answer.refusal.fields?.[0]?.key ?? answer.refusal.code} />
        {answer.refusal.fields?.[0] && <> ({answer.refusal.fields[0].path})</>}
      </p>
    );
  if (!answer.shown)
    return (
      <p className="notice notice--ok" role="status">
        <FormattedMessage id="partnerActionDone" />
      </p>
    );
  const once = answer.intent === 'createToken' ? 'partnerTokenShownOnce' : 'partnerWebhookSecretOnce';
  return (
    <div className="notice notice--ok" role="status">
      <p>
        <FormattedMessage id={once} values={{ name: answer.shown.name, url: answer.shown.name }} />
      </p>
      <p>
        <code data-testid="shown-once">{answer.shown.value}</code>
      </p>
    </div>
  );
}
