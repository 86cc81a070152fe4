import type { Session } from '#application/auth/auth-helpers.ts';
import { isLocaleCode } from '#domain/i18n/locales.ts';
import { sendError, sendResult } from './api-responses.ts';
import type { ApiContext, ApiRoute } from './api-route.ts';
import { clearAuthCookies, fromOwnSite, readRefreshCookie, setRefreshCookie } from './auth-cookies.ts';

export interface AuthRouteOptions {
  secureCookies: boolean;
  publicUrl: string;
}

const loginResponse = (session: Session) => ({
  access_token: session.accessToken,
  token_type: 'Bearer',
  expires_in: session.expiresIn,
});

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
        const result = await context.services.auth.login.execute({
          body: context.req.body,
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
        sendResult(
          res,
          await services.auth.register.execute({ body: req.body, ip: req.ip ?? '', locale }),
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
        sendResult(
          res,
          await services.auth.sendActivationEmail.execute({ body: req.body, ip: req.ip ?? '' }),
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
          await services.auth.activateAccount.execute({ authorization: req.headers.authorization }),
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
        sendResult(
          res,
          await services.auth.requestPasswordReset.execute({ body: req.body, ip: req.ip ?? '' }),
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
        const result = await services.auth.changePassword.execute({
          authorization: req.headers.authorization,
          body: req.body,
          ip: req.ip ?? '',
        });
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
