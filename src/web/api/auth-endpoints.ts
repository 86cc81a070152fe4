import type { Session } from '#application/auth/auth-helpers.ts';
import { registrationOf } from '#domain/auth/credentials.ts';
import { fieldRefusal, type Refusal } from '#domain/errors/refusal.ts';
import { messages as m } from '#domain/errors/validation-message-keys.ts';
import {
  accountLinkSchema,
  loginFormSchema,
  passwordChangeSchema,
  registrationSchema,
} from '#domain/validation/account-forms-schema.ts';
import { type ApiDeps, anyoneIdentified, tokenHolder } from './api-callers.ts';
import { ERROR, refusedAnswer, resultAnswer } from './api-responses.ts';
import { clearedAuthCookies, fromOwnSite, readRefreshCookie, refreshSetCookie } from './auth-cookies.ts';
import type { Answer } from './endpoint/answer.ts';
import { endpointOf } from './endpoint/endpoint.ts';

/** Spec §7 "Auth". Answers never reveal whether an address has an account. */
const endpoint = endpointOf<ApiDeps>();

const SESSION = {
  type: 'object',
  properties: {
    access_token: { type: 'string' },
    token_type: { const: 'Bearer' },
    expires_in: { type: 'integer', description: 'seconds' },
  },
  required: ['access_token', 'token_type', 'expires_in'],
};
const ACCEPTED = { type: 'object', properties: { status: { const: 'accepted' } }, required: ['status'] };
const accepted = () => ({ status: 'accepted' });

/** A new sign-in: the access token in the body, the refresh token in its HttpOnly cookie. */
const sessionAnswer = (session: Session, secure: boolean): Answer => ({
  status: 200,
  body: { access_token: session.accessToken, token_type: 'Bearer', expires_in: session.expiresIn },
  headers: { 'Set-Cookie': refreshSetCookie(session.refreshToken, session.refreshExpiresIn, secure) },
});

/** A sign-in call from another site's page: refused, its Origin named as the field at fault. */
const crossSite: Refusal = fieldRefusal('forbidden', 'Origin', m.invalidValue);
const ip = (req: { ip?: string | undefined }) => req.ip ?? '';

const login = endpoint({
  operationId: 'login',
  method: 'post',
  path: '/auth/login',
  summary: 'Sign in with e-mail and password; sets the refresh cookie',
  caller: anyoneIdentified,
  body: loginFormSchema,
  responses: { 200: { description: 'Signed in', json: SESSION }, 400: ERROR, 401: ERROR, 429: ERROR },
  examples: [
    {
      summary: 'Wrong password',
      body: { email: 'nobody@example.com', password: 'not-the-one-1' },
      status: 401,
    },
  ],
  async handle({ req, body, deps, lang }) {
    const result = await deps.services.auth.login.execute({ ...body, ip: ip(req) });
    return result.ok ? sessionAnswer(result.value, deps.secureCookies) : refusedAnswer(result.error, lang);
  },
});

const refresh = endpoint({
  operationId: 'refreshSession',
  method: 'post',
  path: '/auth/refresh',
  summary: 'Rotate the refresh cookie and get a new access token',
  caller: anyoneIdentified,
  responses: { 200: { description: 'A new access token', json: SESSION }, 401: ERROR, 403: ERROR },
  examples: [{ summary: 'Without a refresh cookie', status: 401 }],
  async handle({ req, deps, lang }) {
    if (!fromOwnSite(req, deps.publicUrl)) return refusedAnswer(crossSite, lang);
    const result = await deps.services.auth.refresh.execute({ refreshToken: readRefreshCookie(req) });
    if (result.ok) return sessionAnswer(result.value, deps.secureCookies);
    const answer = refusedAnswer(result.error, lang);
    return {
      ...answer,
      headers: { ...answer.headers, 'Set-Cookie': clearedAuthCookies(deps.secureCookies) },
    };
  },
});

const logout = endpoint({
  operationId: 'logout',
  method: 'post',
  path: '/auth/logout',
  summary: 'Revoke the sign-in of the refresh cookie and clear it',
  caller: anyoneIdentified,
  responses: { 204: { description: 'Signed out' }, 403: ERROR },
  examples: [{ summary: 'Sign out', status: 204 }],
  async handle({ req, deps, lang }) {
    if (!fromOwnSite(req, deps.publicUrl)) return refusedAnswer(crossSite, lang);
    await deps.services.auth.logout.execute({ refreshToken: readRefreshCookie(req) });
    return {
      status: 204,
      body: undefined,
      headers: { 'Set-Cookie': clearedAuthCookies(deps.secureCookies) },
    };
  },
});

const register = endpoint({
  operationId: 'register',
  method: 'post',
  path: '/auth/register',
  summary: 'Create an account; the activation e-mail follows',
  caller: anyoneIdentified,
  body: registrationSchema,
  responses: { 202: { description: 'Accepted', json: ACCEPTED }, 400: ERROR, 429: ERROR },
  examples: [
    {
      summary: 'A new account',
      body: { email: 'new.partner@example.com', password: 'Ferry-to-Naxos-2027', name: 'Nikos Alexiou' },
      status: 202,
    },
    { summary: 'A weak password', body: { email: 'new@example.com', password: 'short' }, status: 400 },
  ],
  async handle({ req, body, deps, lang }) {
    const result = await deps.services.auth.register.execute({
      registration: registrationOf(body, lang),
      ip: ip(req),
    });
    return resultAnswer(result, lang, 202, accepted);
  },
});

const sendActivationEmail = endpoint({
  operationId: 'sendActivationEmail',
  method: 'post',
  path: '/auth/send-activation-email',
  summary: 'Send the activation e-mail again',
  caller: anyoneIdentified,
  body: accountLinkSchema,
  responses: { 202: { description: 'Accepted', json: ACCEPTED }, 400: ERROR, 429: ERROR },
  examples: [
    {
      summary: 'Again, for an account not yet active',
      body: { email: 'new.partner@example.com' },
      status: 202,
    },
    { summary: 'Not an address', body: { email: 'nobody' }, status: 400 },
  ],
  async handle({ req, body, deps, lang }) {
    const result = await deps.services.auth.sendActivationEmail.execute({ ...body, ip: ip(req) });
    return resultAnswer(result, lang, 202, accepted);
  },
});

const activateAccount = endpoint({
  operationId: 'activateAccount',
  method: 'patch',
  path: '/auth/activate-account',
  summary: 'Activate the account of the activation token in the Authorization header',
  caller: tokenHolder,
  responses: {
    200: { description: 'Activated', json: { type: 'object', properties: { activated: { const: true } } } },
    401: ERROR,
  },
  examples: [{ summary: 'Without the token', status: 401 }],
  async handle({ caller: token, deps, lang }) {
    const result = await deps.services.auth.activateAccount.execute({ token });
    return resultAnswer(result, lang, 200, () => ({ activated: true }));
  },
});

const requestPasswordReset = endpoint({
  operationId: 'requestPasswordReset',
  method: 'put',
  path: '/auth/request-password-reset',
  summary: 'E-mail a password reset link',
  caller: anyoneIdentified,
  body: accountLinkSchema,
  responses: { 202: { description: 'Accepted', json: ACCEPTED }, 400: ERROR, 429: ERROR },
  examples: [
    { summary: 'For an address', body: { email: 'new.partner@example.com' }, status: 202 },
    { summary: 'Not an address', body: { email: 'nobody' }, status: 400 },
  ],
  async handle({ req, body, deps, lang }) {
    const result = await deps.services.auth.requestPasswordReset.execute({ ...body, ip: ip(req) });
    return resultAnswer(result, lang, 202, accepted);
  },
});

const changePassword = endpoint({
  operationId: 'changePassword',
  method: 'patch',
  path: '/auth/change-password',
  summary: 'Set a new password with the reset token, or with an access token and the current password',
  caller: tokenHolder,
  body: passwordChangeSchema,
  responses: {
    200: { description: 'Changed', json: { type: 'object', properties: { changed: { const: true } } } },
    400: ERROR,
    401: ERROR,
  },
  examples: [{ summary: 'Without the token', body: { password: 'a-new-password-1' }, status: 401 }],
  async handle({ req, body, caller: token, deps, lang }) {
    const result = await deps.services.auth.changePassword.execute({ token, change: body, ip: ip(req) });
    const answer = resultAnswer(result, lang, 200, () => ({ changed: true }));
    return result.ok
      ? { ...answer, headers: { 'Set-Cookie': clearedAuthCookies(deps.secureCookies) } }
      : answer;
  },
});

export const AUTH_ENDPOINTS = [
  login,
  refresh,
  logout,
  register,
  sendActivationEmail,
  activateAccount,
  requestPasswordReset,
  changePassword,
];
