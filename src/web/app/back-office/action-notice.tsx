import { FormattedMessage } from '../i18n/intl.tsx';
import type { ActionAnswer } from './staff-only.server.ts';

/** What became of the last action on this page, announced to screen readers. */
export function ActionNotice({ answer }: { answer: ActionAnswer | undefined }) {
  if (!answer) return null;
  if (answer.status === 'done')
    return (
      <p className="notice notice--ok" role="status">
        <FormattedMessage
          id="adminActionQueued"
          values={{ action: <FormattedMessage id={`adminAction.${answer.intent}`} /> }}
        />
      </p>
    );
  return (
    <p className="notice notice--error" role="alert">
      {answer.status === 'refused' ? (
        <FormattedMessage
          id="adminActionRefused"
          values={{ reason: <FormattedMessage id={answer.refusal.code} values={answer.refusal.values} /> }}
        />
      ) : (
        <FormattedMessage id="adminActionInvalid" values={{ fields: answer.fields.join(', ') }} />
      )}
    </p>
  );
}
