import { Form } from 'react-router';
import { FormattedMessage } from '../i18n/intl.tsx';

/** The loader of a page an e-mailed link opens: the token the link carries in `?token=`. */
export function linkTokenLoader({ request }: { request: Request }) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

/**
 * What an e-mailed link asks to confirm. It takes a press of a button: mail scanners that open links must
 * not activate or subscribe anyone.
 */
export function LinkConfirmation(props: {
  action: string;
  token: string;
  textKey: string;
  buttonKey: string;
}) {
  return (
    <Form method="post" action={props.action}>
      <p>
        <FormattedMessage id={props.textKey} />
      </p>
      <input type="hidden" name="token" value={props.token} />
      <button type="submit" className="button button--primary">
        <FormattedMessage id={props.buttonKey} />
      </button>
    </Form>
  );
}

/** The answer to a confirmed link: `okKey` when it worked, else `failedKey`. */
export function LinkOutcome({ ok, okKey, failedKey }: { ok: boolean; okKey: string; failedKey: string }) {
  return (
    <p role="status" className={ok ? 'notice notice--ok' : 'notice notice--error'}>
      <FormattedMessage id={ok ? okKey : failedKey} />
    </p>
  );
}
