import type { Session } from '#application/auth/auth-helpers.ts';
import { requestErrorOf } from '#application/errors/refusal-wording.ts';
import type { RequestError } from '#application/errors/request-error.ts';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  parseAccountLinkRequest,
  parseLogin,
  parsePasswordChange,
  parseRegistration,
} from '#domain/auth/credentials.ts';
import type { ApiRefusal } from '#domain/errors/api-refusal.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { LOCALE_CODES } from '#domain/i18n/locales.ts';
import type { Result } from '#domain/shared/result.ts';
import { type ApiDeps, anyoneIdentified, tokenHolder } from './api-callers.ts';
import { ERROR, requestErrorAnswer, resultAnswer } from './api-responses.ts';
import { clearedAuthCookies, fromOwnSite, readRefreshCookie, refreshSetCookie } from './auth-cookies.ts';
import { bearerToken } from './bearer-token.ts';
import type { Answer } from './endpoint/answer.ts';
import { endpointOf } from './endpoint/endpoint.ts';

/** Spec §7 "Auth". Answers never reveal whether an address has an account. */
const endpoint = endpointOf<ApiDeps>();

const EMAIL = { type: 'string', format: 'email', maxLength: 254 };
const PASSWORD = { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH };
const bodyOf = (properties: Record<string, object>, required: string[]) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});
const ACCOUNT_LINK_BODY = bodyOf({ email: EMAIL, locale: { enum: LOCALE_CODES } }, ['email']);
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
  headers: { 'Set-Cookie': refreshSetCookie(session.refreshToken, session.refreshExpiresAt, secure) },
});

/** The request as the domain's parser read it, or the answer that refuses it before any use case runs. */
const parsed = <T>(result: Result<T, ApiRefusal>, lang: LocaleCode): { value: T } | { answer: Answer } =>
  result.ok ? { value: result.value } : { answer: requestErrorAnswer(requestErrorOf(result.error), lang) };

const crossSite: RequestError = { code: 'forbidden', message: 'cross-site request refused' };
const ip = (req: { ip?: string | undefined }) => req.ip ?? '';

const login = endpoint({
  operationId: 'login',
  method: 'post',
  path: '/auth/login',
  summary: 'Sign in with e-mail and password; sets the refresh cookie',
  caller: anyoneIdentified,
  bodyJsonSchema: bodyOf({ email: EMAIL, password: PASSWORD }, ['email', 'password']),
  responses: { 200: { description: 'Signed in', json: SESSION }, 400: ERROR, 401: ERROR, 429: ERROR },
  examples: [
    {
      summary: 'Wrong password',
      body: { email: 'nobody@example.com', password: 'not-the-one-1' },
      status: 401,
    },
  ],
  async handle({ req, deps, lang }) {
    const credentials = parsed(parseLogin(req.body), lang);
    if ('answer' in credentials) return credentials.answer;
    const result = await deps.services.auth.login.execute({ ...credentials.value, ip: ip(req) });
    return result.ok
      ? sessionAnswer(result.value, deps.secureCookies)
      : requestErrorAnswer(result.error, lang);
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
    if (!fromOwnSite(req, deps.publicUrl)) return requestErrorAnswer(crossSite, lang);
    const result = await deps.services.auth.refresh.execute({ refreshToken: readRefreshCookie(req) });
    if (result.ok) return sessionAnswer(result.value, deps.secureCookies);
    const answer = requestErrorAnswer(result.error, lang);
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
    if (!fromOwnSite(req, deps.publicUrl)) return requestErrorAnswer(crossSite, lang);
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
  bodyJsonSchema: bodyOf(
    {
      email: EMAIL,
      password: PASSWORD,
      name: { type: ['string', 'null'], maxLength: 200 },
      locale: { enum: LOCALE_CODES },
    },
    ['email', 'password'],
  ),
  responses: { 202: { description: 'Accepted', json: ACCEPTED }, 400: ERROR, 429: ERROR },
  examples: [
    { summary: 'A weak password', body: { email: 'new@example.com', password: 'short' }, status: 400 },
  ],
  async handle({ req, deps, lang }) {
    const registration = parsed(parseRegistration(req.body, lang), lang);
    if ('answer' in registration) return registration.answer;
    const result = await deps.services.auth.register.execute({
      registration: registration.value,
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
  bodyJsonSchema: ACCOUNT_LINK_BODY,
  responses: { 202: { description: 'Accepted', json: ACCEPTED }, 400: ERROR, 429: ERROR },
  examples: [{ summary: 'Not an address', body: { email: 'nobody' }, status: 400 }],
  async handle({ req, deps, lang }) {
    const request = parsed(parseAccountLinkRequest(req.body), lang);
    if ('answer' in request) return request.answer;
    const result = await deps.services.auth.sendActivationEmail.execute({ ...request.value, ip: ip(req) });
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
  async handle({ req, deps, lang }) {
    const result = await deps.services.auth.activateAccount.execute({ token: bearerToken(req) });
    return resultAnswer(result, lang, 200, () => ({ activated: true }));
  },
});

const requestPasswordReset = endpoint({
  operationId: 'requestPasswordReset',
  method: 'put',
  path: '/auth/request-password-reset',
  summary: 'E-mail a password reset link',
  caller: anyoneIdentified,
  bodyJsonSchema: ACCOUNT_LINK_BODY,
  responses: { 202: { description: 'Accepted', json: ACCEPTED }, 400: ERROR, 429: ERROR },
  examples: [{ summary: 'Not an address', body: { email: 'nobody' }, status: 400 }],
  async handle({ req, deps, lang }) {
    const request = parsed(parseAccountLinkRequest(req.body), lang);
    if ('answer' in request) return request.answer;
    const result = await deps.services.auth.requestPasswordReset.execute({ ...request.value, ip: ip(req) });
    return resultAnswer(result, lang, 202, accepted);
  },
});

const noToken: RequestError = {
  code: 'unauthorized',
  message: 'the Authorization header must carry the reset link token or an access token',
};

const changePassword = endpoint({
  operationId: 'changePassword',
  method: 'patch',
  path: '/auth/change-password',
  summary: 'Set a new password with the reset token, or with an access token and the current password',
  caller: tokenHolder,
  bodyJsonSchema: bodyOf({ password: PASSWORD, currentPassword: { type: 'string' } }, ['password']),
  responses: {
    200: { description: 'Changed', json: { type: 'object', properties: { changed: { const: true } } } },
    400: ERROR,
    401: ERROR,
  },
  examples: [{ summary: 'Without the token', body: { password: 'a-new-password-1' }, status: 401 }],
  async handle({ req, deps, lang }) {
    const token = bearerToken(req);
    if (!token) return requestErrorAnswer(noToken, lang);
    const change = parsed(parsePasswordChange(req.body), lang);
    if ('answer' in change) return change.answer;
    const result = await deps.services.auth.changePassword.execute({
      token,
      change: change.value,
      ip: ip(req),
    });
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
