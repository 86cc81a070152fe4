import { describe, expect, it } from 'vitest';
import { ACCOUNT_LINK_JOB, accountLinkHandler } from '#application/auth/account-link-job.ts';
import type { AuthDeps } from '#application/auth/auth-deps.ts';
import { RequestPasswordReset } from '#application/auth/request-password-reset.ts';
import { SendActivationEmail } from '#application/auth/send-activation-email.ts';
import type { OutboxMessage } from '#application/ports/outbox-repository.ts';
import type { UserRecord } from '#application/ports/user-repository.ts';

const anna = { id: 7, email: 'anna@kyma.test', name: 'Anna', active: true, locale: 'de', tokenVersion: 1 };

/** Auth's parts as the request and the job use them; the account look-ups are counted. */
function deps(users: Record<string, Partial<UserRecord>>) {
  const written: OutboxMessage[] = [];
  const lookedUp: string[] = [];
  let id = 0;
  const parts = {
    limiter: { consume: async () => ({ allowed: true, retryAfterSeconds: 0 }) },
    outbox: { add: async (message: OutboxMessage) => void written.push(message) },
    users: {
      findByEmail: async (email: string) => {
        lookedUp.push(email);
        return (users[email] as UserRecord | undefined) ?? null;
      },
    },
    ids: { next: () => `id-${++id}` },
    clock: { now: () => new Date('2026-11-27T08:00:00Z') },
    tokens: { sign: async () => 'signed.token' },
    emailRenderer: { render: () => ({ subject: 's', html: '<p>h</p>', text: 't' }) },
    words: () => (key: string) => key,
    policy: {
      activationTokenTtlSeconds: 3600,
      passwordResetTokenTtlSeconds: 3600,
      publicUrl: 'http://kyma.test',
    },
  };
  return { deps: parts as unknown as AuthDeps, written, lookedUp };
}

describe('"e-mail me a link" answers alike whether or not the account exists (issue #49)', () => {
  it('does the same work for a known and an unknown address: the limits and one job, no account look-up', async () => {
    const { deps: auth, written, lookedUp } = deps({ [anna.email]: anna });
    const reset = new RequestPasswordReset(auth);
    expect(await reset.execute({ email: anna.email, ip: '10.0.0.1' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await reset.execute({ email: 'nobody@kyma.test', ip: '10.0.0.1' })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(lookedUp).toEqual([]);
    expect(
      written.map((message) => [message.name, (message.payload as { template: string }).template]),
    ).toEqual([
      [ACCOUNT_LINK_JOB, 'passwordReset'],
      [ACCOUNT_LINK_JOB, 'passwordReset'],
    ]);
  });

  it('e-mails the link from the job only to an account that wants it', async () => {
    const { deps: auth, written } = deps({ [anna.email]: anna, 'new@kyma.test': { ...anna, active: false } });
    const handler = accountLinkHandler(auth);
    const job = { id: 'job', name: ACCOUNT_LINK_JOB };
    await handler({ email: 'nobody@kyma.test', template: 'passwordReset', locale: null }, job);
    await handler({ email: anna.email, template: 'activation', locale: null }, job);
    expect(written).toEqual([]);
    await handler({ email: anna.email, template: 'passwordReset', locale: 'it' }, job);
    await new SendActivationEmail(auth).execute({ email: 'new@kyma.test', ip: '10.0.0.2' });
    await handler(written.at(-1)!.payload, job);
    expect(written.map((message) => message.name)).toEqual(['email.send', ACCOUNT_LINK_JOB, 'email.send']);
  });
});
