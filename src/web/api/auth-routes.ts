import type { Response } from 'express';
import type { Session } from '#application/auth/auth-helpers.ts';
import { requestErrorOf } from '#application/errors/refusal-wording.ts';
import {
  parseAccountLinkRequest,
  parseLogin,
  parsePasswordChange,
  parseRegistration,
} from '#domain/auth/credentials.ts';
import type { ApiRefusal } from '#domain/errors/api-refusal.ts';
import { isLocaleCode } from '#domain/i18n/locales.ts';
import type { Result } from '#domain/shared/result.ts';
import { sendError, sendResult } from './api-responses.ts';
import type { ApiContext, ApiRoute } from './api-route.ts';
import { clearAuthCookies, fromOwnSite, readRefreshCookie, setRefreshCookie } from './auth-cookies.ts';
import { bearerToken } from './bearer-token.ts';

export interface AuthRouteOptions {
  secureCookies: boolean;
  publicUrl: string;
}

const loginResponse = (session: Session) => ({
  access_token: session.accessToken,
  token_type: 'Bearer',
  expires_in: session.expiresIn,
});

/** The request as the domain's parser read it; a refusal is answered here, before any use case runs. */
function parsed<T>(res: Response, result: Result<T, ApiRefusal>): T | undefined {
  if (result.ok) return result.value;
  sendError(res, requestErrorOf(result.error));
  return undefined;
}

/** Spec §7 "Auth". Answers never reveal whether an address has an account. */
export function authRoutes(options: AuthRouteOptions): ApiRoute[] {
  const startSession = ({ res }: ApiContext, session: Session) => {
    res.set('Cache-Control', 'no-store');
    setRefreshCookie(res, session.refreshToken, session.refreshExpiresAt, options.secureCookies);
    res.json(loginResponse(session));
  };
  const accepted = { status: 'accepted' };
  const ownSiteOnly = (context: ApiContext) => {
    if (fromOwnSite(context.req, options.publicUrl)) return true;
    sendError(context.res, { code: 'forbidden', message: 'cross-site request refused' });
    return false;
  };
  return [
    {
      method: 'post',
      path: '/auth/login',
      access: 'public',
      summary: 'Sign in with e-mail and password; sets the refresh cookie',
      async handler(context) {
        const credentials = parsed(context.res, parseLogin(context.req.body));
        if (!credentials) return;
        const result = await context.services.auth.login.execute({
          ...credentials,
          ip: context.req.ip ?? '',
        });
        if (!result.ok) sendError(context.res, result.error);
        else startSession(context, result.value);
      },
    },
    {
      method: 'post',
      path: '/auth/refresh',
      access: 'public',
      summary: 'Rotate the refresh cookie and get a new access token',
      async handler(context) {
        if (!ownSiteOnly(context)) return;
        const result = await context.services.auth.refresh.execute({
          refreshToken: readRefreshCookie(context.req),
        });
        if (!result.ok) {
          clearAuthCookies(context.res, options.secureCookies);
          sendError(context.res, result.error);
        } else startSession(context, result.value);
      },
    },
    {
      method: 'post',
      path: '/auth/logout',
      access: 'public',
      summary: 'Revoke the sign-in of the refresh cookie and clear it',
      async handler(context) {
        if (!ownSiteOnly(context)) return;
        await context.services.auth.logout.execute({ refreshToken: readRefreshCookie(context.req) });
        clearAuthCookies(context.res, options.secureCookies);
        context.res.status(204).end();
      },
    },
    {
      method: 'post',
      path: '/auth/register',
      access: 'public',
      summary: 'Create an account; the activation e-mail follows',
      async handler({ req, res, services }) {
        const locale = isLocaleCode(req.query.lang) ? req.query.lang : 'el';
        const registration = parsed(res, parseRegistration(req.body, locale));
        if (!registration) return;
        sendResult(
          res,
          await services.auth.register.execute({ registration, ip: req.ip ?? '' }),
          202,
          () => accepted,
        );
      },
    },
    {
      method: 'post',
      path: '/auth/send-activation-email',
      access: 'public',
      summary: 'Send the activation e-mail again',
      async handler({ req, res, services }) {
        const request = parsed(res, parseAccountLinkRequest(req.body));
        if (!request) return;
        sendResult(
          res,
          await services.auth.sendActivationEmail.execute({ ...request, ip: req.ip ?? '' }),
          202,
          () => accepted,
        );
      },
    },
    {
      method: 'patch',
      path: '/auth/activate-account',
      access: 'token',
      summary: 'Activate the account of the activation token in the Authorization header',
      async handler({ req, res, services }) {
        sendResult(
          res,
          await services.auth.activateAccount.execute({ token: bearerToken(req) }),
          200,
          () => ({
            activated: true,
          }),
        );
      },
    },
    {
      method: 'put',
      path: '/auth/request-password-reset',
      access: 'public',
      summary: 'E-mail a password reset link',
      async handler({ req, res, services }) {
        const request = parsed(res, parseAccountLinkRequest(req.body));
        if (!request) return;
        sendResult(
          res,
          await services.auth.requestPasswordReset.execute({ ...request, ip: req.ip ?? '' }),
          202,
          () => accepted,
        );
      },
    },
    {
      method: 'patch',
      path: '/auth/change-password',
      access: 'token',
      summary: 'Set a new password with the reset token, or with an access token and the current password',
      async handler({ req, res, services }) {
        const token = bearerToken(req);
        if (!token) {
          sendError(res, {
            code: 'unauthorized',
            message: 'the Authorization header must carry the reset link token or an access token',
          });
          return;
        }
        const change = parsed(res, parsePasswordChange(req.body));
        if (!change) return;
        const result = await services.auth.changePassword.execute({ token, change, ip: req.ip ?? '' });
        if (result.ok) clearAuthCookies(res, options.secureCookies);
        sendResult(res, result, 200, () => ({ changed: true }));
      },
    },
    {
      method: 'get',
      path: '/auth/user',
      access: 'signedIn',
      summary: 'The signed-in user (include=customer adds the linked customer)',
      async handler({ req, res, services, actor }) {
        res.set('Cache-Control', 'no-store');
        sendResult(res, await services.auth.currentUser.get({ actor, include: req.query.include }));
      },
    },
    {
      method: 'patch',
      path: '/users/me',
      access: 'signedIn',
      summary: "Change the signed-in user's own name, language and customer details",
      async handler({ req, res, services, actor }) {
        sendResult(res, await services.auth.currentUser.update({ actor, body: req.body }));
      },
    },
  ];
}
