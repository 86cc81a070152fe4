import { Form, redirect, useNavigation } from 'react-router';
import type { AppServices } from '#application/app-services.ts';
import type { Session } from '#application/auth/auth-helpers.ts';
import { PASSWORD_MAX_LENGTH } from '#domain/auth/credentials.ts';
import { type LocaleCode, localePrefix, splitLocalePath } from '#domain/i18n/locales.ts';
import { loginFormSchema, passwordResetRequestSchema } from '#domain/validation/account-forms-schema.ts';
import { EMAIL_MAX } from '#domain/validation/contact-message-schema.ts';
import { validateWith } from '#domain/validation/validate.ts';
import { guestOnly } from '../auth/route-access.server.ts';
import { sameSitePath } from '../auth/safe-redirect.ts';
import {
  clearedRedirectCookie,
  readSessionCookies,
  secureCookiesFor,
  sessionSetCookies,
} from '../auth/session-cookies.server.ts';
import { activeResellerOf } from '../booking/reseller-of.server.ts';
import { AccountField, AccountFormAlert, type AccountFormAnswer } from '../components/account-form.tsx';
import { fieldErrorOf } from '../forms/form-answer.ts';
import { readForm } from '../forms/read-form.server.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { pagePath } from '../page-path.ts';
import { requestContext } from '../request-context.ts';
import { appPageMeta, NO_INDEX } from '../seo/route-seo.ts';
import { useRootData } from '../use-root-data.ts';
import type { Route } from './+types/login.ts';

/** Signed-in users have nothing to do here (spec §2): they go home. */
export const middleware: Route.MiddlewareFunction[] = [guestOnly];

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...appPageMeta(matches, location.pathname, { title: 'loginTitle', description: 'loginDescription' }),
  NO_INDEX,
];

/** Which of the page's two forms answered, with what; a refused sign-in keeps the address typed. */
type LoginActionData = { form: 'login' | 'reset'; answer: AccountFormAnswer; email?: string };

export function loader({ request }: Route.LoaderArgs) {
  const { redirect: saved } = readSessionCookies(request.headers.get('cookie'));
  return { returning: sameSitePath(saved) !== null };
}

/**
 * The sign-in and its callback: on success the session cookies are set as the JSON API sets them and the
 * visitor goes back to the protected page that sent them here (saved, same-site only), else home.
 * The same page asks for a password reset link.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, publicUrl, clientIp } = context.get(requestContext);
  const { locale } = splitLocalePath(pagePath(request));
  const form = await readForm(request, ['intent', 'email', 'password']);
  if (form.intent === 'reset') {
    const valid = validateWith(passwordResetRequestSchema, form, 'invalidForm');
    if (!valid.ok)
      return { form: 'reset', answer: { status: 'invalid', fields: valid.error.fields } } as LoginActionData;
    const result = await services.auth.requestPasswordReset.execute({
      email: valid.value.email,
      locale,
      ip: clientIp,
    });
    return {
      form: 'reset',
      answer: result.ok ? { status: 'done' } : { status: 'refused', message: result.error.code },
    } as LoginActionData;
  }
  const email = typeof form.email === 'string' ? form.email.slice(0, EMAIL_MAX) : '';
  const valid = validateWith(loginFormSchema, form, 'invalidForm');
  if (!valid.ok)
    return {
      form: 'login',
      email,
      answer: { status: 'invalid', fields: valid.error.fields },
    } as LoginActionData;
  const result = await services.auth.login.execute({ ...valid.value, ip: clientIp });
  if (!result.ok) {
    return {
      form: 'login',
      email,
      answer: { status: 'refused', message: result.error.code },
    } as LoginActionData;
  }
  const secure = secureCookiesFor(publicUrl);
  const headers = new Headers();
  for (const cookie of sessionSetCookies(result.value, secure)) headers.append('Set-Cookie', cookie);
  headers.append('Set-Cookie', clearedRedirectCookie(secure));
  const saved = sameSitePath(readSessionCookies(request.headers.get('cookie')).redirect);
  return redirect(saved ?? (await landingAfterSignIn(services, result.value, locale)), { headers });
}

/** Where a sign-in with no page to return to lands: a reseller at booknow, where their work is; others home. */
async function landingAfterSignIn(services: AppServices, session: Session, locale: LocaleCode) {
  const home = localePrefix(locale) || '/';
  const actor = await services.auth.authenticate.execute({ token: session.accessToken });
  if (!actor.ok || !actor.value) return home;
  return (await activeResellerOf(services, actor.value.id)) ? `${localePrefix(locale)}/booknow` : home;
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = useRootData();
  const intl = useIntl();
  const navigation = useNavigation();
  const answered = actionData as LoginActionData | undefined;
  const login = answered?.form === 'login' ? answered.answer : undefined;
  const reset = answered?.form === 'reset' ? answered.answer : undefined;
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'login';
  const action = `${localePrefix(locale)}/login`;
  return (
    <section className="container narrow-page account-page" aria-labelledby="login-title">
      <h1 id="login-title">
        <FormattedMessage id="loginTitle" />
      </h1>
      {loaderData.returning && (
        <p className="notice">
          <FormattedMessage id="loginToContinue" />
        </p>
      )}
      <Form method="post" action={action} className="account-form" aria-labelledby="login-title">
        <input type="hidden" name="intent" value="login" />
        <AccountFormAlert answer={login} />
        <AccountField
          id="login-email"
          name="email"
          label="loginEmail"
          type="email"
          autoComplete="username"
          maxLength={EMAIL_MAX}
          defaultValue={answered?.email}
          error={fieldErrorOf(login, 'email')}
        />
        <AccountField
          id="login-password"
          name="password"
          label="loginPassword"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          error={fieldErrorOf(login, 'password')}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {intl.formatMessage({ id: busy ? 'loginSubmitting' : 'loginSubmit' })}
        </button>
      </Form>
      <ForgotPassword action={action} reset={reset} />
    </section>
  );
}

/** "Forgot your password?": an e-mail address, and a link sent to it. */
function ForgotPassword({ action, reset }: { action: string; reset: LoginActionData['answer'] | undefined }) {
  const intl = useIntl();
  return (
    <details className="account-page__forgot" open={reset !== undefined}>
      <summary>
        <FormattedMessage id="forgotPasswordToggle" />
      </summary>
      {reset?.status === 'done' ? (
        <p className="notice notice--ok" role="status">
          <FormattedMessage id="forgotPasswordSent" />
        </p>
      ) : (
        <Form
          method="post"
          action={action}
          className="account-form"
          aria-label={intl.formatMessage({ id: 'forgotPasswordToggle' })}
        >
          <input type="hidden" name="intent" value="reset" />
          <p>
            <FormattedMessage id="forgotPasswordText" />
          </p>
          <AccountFormAlert answer={reset} />
          <AccountField
            id="reset-email"
            name="email"
            label="loginEmail"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            error={fieldErrorOf(reset, 'email')}
          />
          <button type="submit" className="button button--primary">
            <FormattedMessage id="forgotPasswordSubmit" />
          </button>
        </Form>
      )}
    </details>
  );
}
