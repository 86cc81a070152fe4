import { parseSetCookie } from 'cookie';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AppServices } from '#application/app-services.ts';
import type { Session } from '#application/auth/auth-helpers.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { guestOnly, signedInOnly } from '#web/app/auth/route-access.server.ts';
import { sameSitePath } from '#web/app/auth/safe-redirect.ts';
import { sessionContext, sessionMiddleware } from '#web/app/auth/session.server.ts';
import { clearedSessionCookies, sessionSetCookies } from '#web/app/auth/session-cookies.server.ts';
import { requestContext } from '#web/app/request-context.ts';

const user = { id: 7, email: 'maria@example.com', scope: [] };
const session: Session = {
  accessToken: 'new.access.token',
  expiresIn: 900,
  refreshToken: 'new-refresh',
  refreshExpiresIn: 30 * 86_400,
};

/** Only the two use cases the middleware calls: a known access token and a known refresh token. */
function fakeServices(calls: string[]) {
  const auth = {
    authenticate: {
      async execute({ token }: { token?: string }): Promise<Result<unknown, unknown>> {
        calls.push(`authenticate Bearer ${token}`);
        return token === 'good.access.token' || token === 'new.access.token'
          ? ok(user)
          : err({ code: 'unauthorized', message: 'no' });
      },
    },
    refresh: {
      async execute({ refreshToken }: { refreshToken?: string }) {
        calls.push(`refresh ${refreshToken}`);
        return refreshToken === 'good-refresh' ? ok(session) : err({ code: 'unauthorized', message: 'no' });
      },
    },
  };
  return { auth } as unknown as AppServices;
}

async function run(
  cookie: string,
  publicUrl = 'http://kyma.test',
  page: (context: RouterContextProvider) => Response = () => new Response('page'),
) {
  const calls: string[] = [];
  const context = new RouterContextProvider();
  context.set(requestContext, {
    services: fakeServices(calls),
    cspNonce: 'n',
    bookingPartnerUserId: 0,
    publicUrl,
    clientIp: '127.0.0.1',
    consent: null,
    queueDashboardPath: null,
    sandboxPayments: false,
    requestLog: () => undefined,
  });
  const request = new Request('http://kyma.test/en/test/auth-flow', { headers: { cookie } });
  let seen: unknown;
  const response = (await sessionMiddleware(
    { request, context, params: {}, unstable_pattern: '', pattern: '' } as never,
    async () => {
      seen = context.get(sessionContext);
      return page(context);
    },
  )) as Response;
  return { response, actor: seen, calls, setCookies: response.headers.getSetCookie(), context };
}

describe('the pages’ session', () => {
  it('knows the user of a valid access cookie without renewing anything', async () => {
    const { actor, setCookies, calls, response } = await run('kyma.auth._token.local=good.access.token');
    expect(actor).toEqual(user);
    expect(setCookies).toEqual([]);
    expect(calls).toEqual(['authenticate Bearer good.access.token']);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('renews an expired access token from the refresh cookie and sets both cookies', async () => {
    const { actor, setCookies } = await run(
      'kyma.auth._token.local=stale.access.token; kyma.auth._refresh_token.local=good-refresh',
    );
    expect(actor).toEqual(user);
    expect(setCookies).toHaveLength(2);
    expect(parseSetCookie(setCookies[0]!)).toEqual({
      name: 'kyma.auth._token.local',
      value: 'new.access.token',
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      maxAge: 900,
    });
    expect(parseSetCookie(setCookies[1]!)).toMatchObject({
      name: 'kyma.auth._refresh_token.local',
      value: 'new-refresh',
      httpOnly: true,
      sameSite: 'lax',
    });
  });

  it('clears both cookies when neither works, and leaves a visitor without cookies alone', async () => {
    const failed = await run('kyma.auth._refresh_token.local=revoked');
    expect(failed.actor).toBeNull();
    expect(failed.setCookies.map((cookie) => cookie.split(';')[0])).toEqual([
      'kyma.auth._token.local=',
      'kyma.auth._refresh_token.local=',
    ]);
    const visitor = await run('');
    expect(visitor.setCookies).toEqual([]);
    expect(visitor.calls).toEqual([]);
    expect(visitor.response.headers.get('Cache-Control')).toBeNull();
  });

  it('never overrides the cookies a page set itself (a sign-in or sign-out in an action)', async () => {
    const { setCookies } = await run('kyma.auth._refresh_token.local=revoked', 'http://kyma.test', () => {
      const headers = new Headers();
      for (const cookie of sessionSetCookies(session, false)) headers.append('Set-Cookie', cookie);
      return new Response(null, { status: 302, headers });
    });
    expect(setCookies.every((cookie) => !cookie.includes('Max-Age=0'))).toBe(true);
  });

  it('marks cookies Secure when the site is served over https', () => {
    expect(clearedSessionCookies(true).every((cookie) => parseSetCookie(cookie).secure)).toBe(true);
    expect(sessionSetCookies(session, false).some((cookie) => parseSetCookie(cookie).secure)).toBe(false);
  });
});

describe('protected and guest-only pages', () => {
  async function access(rule: typeof signedInOnly, signedIn: boolean, url: string) {
    const context = new RouterContextProvider();
    context.set(requestContext, {
      services: {} as AppServices,
      cspNonce: 'n',
      bookingPartnerUserId: 0,
      publicUrl: 'https://kyma.test',
      clientIp: '',
      consent: null,
      queueDashboardPath: null,
      sandboxPayments: false,
      requestLog: () => undefined,
    });
    context.set(sessionContext, signedIn ? user : null);
    try {
      await rule({ request: new Request(url), context, params: {} } as never, async () => new Response());
      return null;
    } catch (thrown) {
      return thrown as Response;
    }
  }

  it('sends a visitor to the sign-in page of the language and saves the page asked for', async () => {
    const answer = await access(
      signedInOnly,
      false,
      'https://kyma.test/de/test/auth-flow.data?x=1&_routes=a',
    );
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get('Location')).toBe('/de/login');
    expect(parseSetCookie(answer?.headers.get('Set-Cookie') ?? '')).toEqual({
      name: 'kyma.auth.redirect',
      value: '/de/test/auth-flow?x=1',
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      maxAge: 1800,
      secure: true,
    });
    expect(await access(signedInOnly, true, 'https://kyma.test/de/test/auth-flow')).toBeNull();
  });

  it('sends a signed-in user home from a guest-only page', async () => {
    expect((await access(guestOnly, true, 'https://kyma.test/login'))?.headers.get('Location')).toBe('/');
    expect((await access(guestOnly, true, 'https://kyma.test/it/login'))?.headers.get('Location')).toBe(
      '/it',
    );
    expect(await access(guestOnly, false, 'https://kyma.test/it/login')).toBeNull();
  });
});

describe('the saved page to return to', () => {
  it('keeps paths of this site', () => {
    expect(sameSitePath('/en/test/auth-flow?x=1')).toBe('/en/test/auth-flow?x=1');
    expect(sameSitePath('/')).toBe('/');
  });

  it.each([
    '//evil.example/',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/en\n/x',
    '',
    undefined,
    null,
  ])('refuses %j', (value) => {
    expect(sameSitePath(value)).toBeNull();
  });
});
