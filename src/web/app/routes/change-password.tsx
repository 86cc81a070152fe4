import { data, Form } from 'react-router';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#domain/auth/credentials.ts';
import { localePrefix } from '#domain/i18n/locales.ts';
import { newPasswordFormSchema } from '#domain/validation/account-forms-schema.ts';
import { validateWith } from '#domain/validation/validate.ts';
import { clearedSessionCookies, secureCookiesFor } from '../auth/session-cookies.server.ts';
import { AccountField, AccountFormAlert, type AccountFormAnswer } from '../components/account-form.tsx';
import { Link } from '../components/link.tsx';
import { fieldErrorOf } from '../forms/form-answer.ts';
import { readForm } from '../forms/read-form.server.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { requestContext } from '../request-context.ts';
import { appPageMeta, NO_INDEX } from '../seo/route-seo.ts';
import { useRootData } from '../use-root-data.ts';
import type { Route } from './+types/change-password.ts';

/**
 * The page's words: a reset asks for a new password; an invitation's link (`purpose=invitation`, sent to
 * a reseller staff onboarded) welcomes its reader and asks for their first one.
 */
const WORDS = {
  reset: {
    title: 'changePasswordTitle',
    text: 'changePasswordText',
    password: 'changePasswordNew',
    confirm: 'changePasswordConfirm',
    submit: 'changePasswordSubmit',
    done: 'changePasswordDone',
  },
  invitation: {
    title: 'invitationTitle',
    text: 'invitationText',
    password: 'invitationPassword',
    confirm: 'invitationConfirm',
    submit: 'invitationSubmit',
    done: 'invitationDone',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

const isInvitation = (search: URLSearchParams) => search.get('purpose') === 'invitation';
const wordsFor = (invitation: boolean): Words => (invitation ? WORDS.invitation : WORDS.reset);

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...appPageMeta(matches, location.pathname, {
    title: wordsFor(isInvitation(new URLSearchParams(location.search))).title,
    description: 'forgotPasswordText',
  }),
  NO_INDEX,
];

export function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  return { token: search.get('token') ?? '', invitation: isInvitation(search) };
}

/**
 * The page of the password reset e-mail's link. The new password obeys the API's policy; once it is set,
 * every earlier sign-in ends, this browser's included.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, publicUrl, clientIp } = context.get(requestContext);
  const form = await readForm(request, ['token', 'password', 'passwordConfirmation']);
  const valid = validateWith(newPasswordFormSchema, form, 'invalidForm');
  if (!valid.ok) return { status: 'invalid', fields: valid.error.fields } satisfies AccountFormAnswer;
  const result = await services.auth.changePassword.execute({
    token: form.token ?? '',
    change: { password: valid.value.password },
    ip: clientIp,
  });
  if (!result.ok) return { status: 'refused', message: result.error.code } satisfies AccountFormAnswer;
  const headers = new Headers();
  for (const cookie of clearedSessionCookies(secureCookiesFor(publicUrl)))
    headers.append('Set-Cookie', cookie);
  return data({ status: 'done' } satisfies AccountFormAnswer, { headers });
}

export default function ChangePassword({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = useRootData();
  const answer = actionData as AccountFormAnswer | undefined;
  const words = wordsFor(loaderData.invitation);
  const loginLink = (
    <p>
      <Link to={`${localePrefix(locale)}/login`} className="button button--primary">
        <FormattedMessage id="goToLogin" />
      </Link>
    </p>
  );
  let body: React.ReactNode;
  if (answer?.status === 'done') {
    body = (
      <>
        <p role="status" className="notice notice--ok">
          <FormattedMessage id={words.done} />
        </p>
        {loginLink}
      </>
    );
  } else if (loaderData.token === '') {
    body = (
      <>
        <p className="notice notice--error">
          <FormattedMessage id="changePasswordNoLink" />
        </p>
        {loginLink}
      </>
    );
  } else {
    body = <NewPasswordForm token={loaderData.token} words={words} answer={answer} />;
  }
  return (
    <section className="container narrow-page account-page" aria-labelledby="change-password-title">
      <h1 id="change-password-title">
        <FormattedMessage id={words.title} />
      </h1>
      {body}
    </section>
  );
}

function NewPasswordForm({
  token,
  words,
  answer,
}: {
  token: string;
  words: Words;
  answer: AccountFormAnswer | undefined;
}) {
  const { locale } = useRootData();
  const intl = useIntl();
  const query = new URLSearchParams({ token });
  if (words === WORDS.invitation) query.set('purpose', 'invitation');
  return (
    <Form
      method="post"
      // The token stays in the address, so the form is still there when it answers with an error.
      action={`${localePrefix(locale)}/change-password?${query}`}
      className="account-form"
    >
      <p>{intl.formatMessage({ id: words.text }, { min: PASSWORD_MIN_LENGTH })}</p>
      <input type="hidden" name="token" value={token} />
      <AccountFormAlert answer={answer} />
      <AccountField
        id="new-password"
        name="password"
        label={words.password}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        error={fieldErrorOf(answer, 'password')}
      />
      <AccountField
        id="new-password-confirmation"
        name="passwordConfirmation"
        label={words.confirm}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        error={fieldErrorOf(answer, 'passwordConfirmation')}
      />
      <button type="submit" className="button button--primary">
        <FormattedMessage id={words.submit} />
      </button>
    </Form>
  );
}
