import { isRouteErrorResponse } from 'react-router';
import { type LocaleCode, localePrefix } from '#domain/i18n/locales.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import { Link } from './link.tsx';

/** Spec §8: the status comes from the error, else the response, else 500. */
function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** Requests the visitor can fix get their own sentence: what was wrong with what was sent. */
const CLIENT_ERRORS: Record<number, string> = {
  400: 'errorBadRequest',
  403: 'errorForbidden',
  413: 'errorTooLarge',
  415: 'errorUnsupportedForm',
};

/** Spec §2 "Error pages": the status code, the not-found text only for 404, the apology and a way home. */
export function ErrorPage({ error, locale }: { error: unknown; locale: LocaleCode }) {
  const status = errorStatus(error);
  const clientError = CLIENT_ERRORS[status];
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__status">{status}</p>
      <h1 id="error-title" className="error-page__title">
        {status === 404 ? (
          <FormattedMessage id="errorNotFound" defaultMessage="This page could not be found" />
        ) : (
          <FormattedMessage id="errorOops" defaultMessage="Oops, something went wrong" />
        )}
      </h1>
      {status === 404 && (
        <p className="error-page__text">
          <FormattedMessage id="errorOops" defaultMessage="Oops, something went wrong" />
        </p>
      )}
      {clientError && (
        <p className="error-page__text">
          <FormattedMessage id={clientError} />
        </p>
      )}
      <p>
        <FormattedMessage id="errorTryAgain" defaultMessage="Try again or return to the homepage." />
      </p>
      <Link className="button button--primary" to={localePrefix(locale) || '/'} reloadDocument>
        <FormattedMessage id="errorBackHome" defaultMessage="Back to home" />
      </Link>
    </section>
  );
}
