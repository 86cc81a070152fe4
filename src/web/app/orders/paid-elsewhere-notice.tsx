import { Form } from 'react-router';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import { useRootData } from '../use-root-data.ts';

/**
 * A payment link paid in a browser that did not book (decision 0113): the order is shown masked, and the
 * e-mailed sign-in link (decision 0065) opens it whole here. The form is My booking's own "send me a
 * sign-in link", its reference and address filled in.
 */
export function PaidElsewhereNotice({ reference, email }: { reference: string; email: string }) {
  const { locale } = useRootData();
  return (
    <div className="booking-outcome__masked" data-testid="paid-elsewhere">
      <p>
        <FormattedMessage id="ordersMaskedNotice" />
      </p>
      <Form method="post" action={orderDetailsPath(locale)}>
        <input type="hidden" name="intent" value="signin" />
        <input type="hidden" name="reference" value={reference} />
        <input type="hidden" name="email" value={email} />
        <button type="submit" className="button button--secondary">
          <FormattedMessage id="ordersSignInLink" />
        </button>
      </Form>
    </div>
  );
}
