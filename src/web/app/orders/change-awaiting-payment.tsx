import { Form } from 'react-router';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import { useRootData } from '../use-root-data.ts';

/** A held change that costs something, as the booking page shows it: its figures in the reader's words. */
export interface AwaitingChangeView {
  id: string;
  legIndex: number;
  amount: string;
  until: string;
}

/**
 * The changes awaiting payment (decision 0095), where the e-mailed link lands (`#change`): each pays through
 * the change page, as a change chosen there does (the card provider, for the change's total).
 */
export function ChangeAwaitingPayment({
  reference,
  changes,
}: {
  reference: string;
  changes: AwaitingChangeView[];
}) {
  const { locale } = useRootData();
  if (changes.length === 0) return null;
  return (
    <section id="change" className="change-awaiting" aria-labelledby="change-awaiting-title">
      <h2 id="change-awaiting-title">
        <FormattedMessage id="changeAwaitingTitle" />
      </h2>
      {changes.map((change) => (
        <Form
          key={change.id}
          method="post"
          action={`${orderDetailsPath(locale)}/change`}
          data-testid={`change-awaiting-${change.legIndex}`}
        >
          <p>
            <FormattedMessage
              id="changeAwaitingText"
              values={{ sailing: change.legIndex + 1, amount: change.amount, until: change.until }}
            />
          </p>
          <input type="hidden" name="intent" value="pay" />
          <input type="hidden" name="ref" value={reference} />
          <input type="hidden" name="leg" value={change.legIndex} />
          <input type="hidden" name="changeId" value={change.id} />
          <button type="submit" className="button button--primary">
            <FormattedMessage id="changeAwaitingPay" values={{ amount: change.amount }} />
          </button>
        </Form>
      ))}
    </section>
  );
}
