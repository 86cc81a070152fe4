import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEmailLog } from '#adapters/postgres/postgres-email-log.ts';
import { sendLoggedEmail } from '#application/email/send-logged-email.ts';
import type { MailMessage } from '#application/ports/mailer.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { testClock } from '../../support/test-today.ts';

let database: TestDatabase;
let emailLog: PostgresEmailLog;

beforeAll(async () => {
  database = await createTestDatabase();
  emailLog = new PostgresEmailLog({ knex: database.knex });
});
afterAll(async () => {
  await database?.destroy();
});

const entry = (id: string) => ({
  id,
  recipient: 'eleni@example.com',
  subject: 'Your booking',
  template: 'orderConfirmation',
  locale: 'en',
  orderId: null,
});

describe('the e-mail log', () => {
  it('lets one of two deliveries of the same e-mail job send it, and the retry of the other find it sent', async () => {
    const id = crypto.randomUUID();
    const sent: string[] = [];
    let release = () => {};
    let sending = () => {};
    const firstIsSending = new Promise<void>((resolve) => {
      sending = resolve;
    });
    const mailer = {
      // A slow server: the first delivery is still sending when the second arrives.
      send: (mail: MailMessage) =>
        new Promise<void>((resolve) => {
          sent.push(mail.id);
          release = resolve;
          sending();
        }),
    };
    const deps = { mailer, emailLog, clock: testClock() };
    const message = {
      id,
      to: 'eleni@example.com',
      subject: 'Your booking',
      text: 'Hello',
      html: '<p>Hello</p>',
      template: 'orderConfirmation',
      locale: 'en',
      orderId: null,
    };
    const first = sendLoggedEmail(deps, message);
    await firstIsSending;
    await expect(sendLoggedEmail(deps, message)).rejects.toThrow('being sent by another delivery');
    release();
    await first;
    await sendLoggedEmail(deps, message);
    expect(sent).toEqual([id]);
  });

  it('gives a claim whose sender died back after the lease, and a failed send to the next try', async () => {
    const stale = crypto.randomUUID();
    expect(await emailLog.begin(entry(stale))).toBe('new');
    expect(await emailLog.begin(entry(stale))).toBe('inProgress');
    await database
      .knex('emails')
      .where({ id: stale })
      .update({ claimed_at: new Date(Date.now() - 600_000) });
    expect(await emailLog.begin(entry(stale))).toBe('new');

    const failed = crypto.randomUUID();
    expect(await emailLog.begin(entry(failed))).toBe('new');
    await emailLog.markFailed(failed, 'connection refused');
    expect(await emailLog.begin(entry(failed))).toBe('new');
    await emailLog.markSent(failed, new Date());
    expect(await emailLog.begin(entry(failed))).toBe('alreadySent');
  });
});
