import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { FollowDisruptions } from '#application/disruptions/follow-disruptions.ts';
import { DISRUPTION_JOBS } from '#application/disruptions/send-disruption-notice-job.ts';
import { PORTS } from '#container';
import { type LocaleCode, localePrefix } from '#domain/i18n/locales.ts';
import type { Order } from '#domain/orders/order.ts';
import type { Trip } from '#domain/trips/trip.ts';
import {
  checkoutHarness,
  drainOutbox,
  piraeusSantoriniTrips,
  ticketedOrder,
} from '../../support/checkout-harness.ts';
import { readableMail } from '../../support/readable-mail.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let follow: FollowDisruptions;
let trips: Trip[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(database.knex);
  follow = harness.container.get(FollowDisruptions);
  // Two days ahead: within the 72 hours the follower watches.
  trips = await piraeusSantoriniTrips(harness.ferry, 2);
});
afterAll(async () => {
  await database?.destroy();
});

const smsDir = () => path.join(path.dirname(harness.mailDir), 'sms');
/** The plain-text part of an .eml as nodemailer writes it (base64 or quoted-printable), decoded. */
const plainText = (eml: string) => {
  const part = /Content-Transfer-Encoding: (\S+)\r?\n\r?\n([\s\S]*?)\r?\n--/.exec(eml);
  if (!part) return '';
  return part[1] === 'base64'
    ? Buffer.from(part[2]!.replace(/\s+/g, ''), 'base64').toString('utf8')
    : readableMail(part[2]!);
};
/** The disruption notices e-mailed to an address: the subject as logged, the text of its .eml. */
const mailsTo = async (address: string) => {
  const logged = (await database
    .knex('emails')
    .where({ recipient: address, template: 'disruption' })) as Array<{
    id: string;
    subject: string;
  }>;
  return logged.map((row) => ({
    subject: row.subject,
    text: plainText(readFileSync(path.join(harness.mailDir, `${row.id}.eml`), 'utf8')),
  }));
};
const textsTo = (number: string) =>
  readdirSync(smsDir(), { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        JSON.parse(readFileSync(path.join(smsDir(), entry.name), 'utf8')) as {
          to: string;
          text: string;
          at: string;
        },
    )
    .filter((sms) => sms.to === number);

const travellers: Array<{ email: string; locale: LocaleCode; mobile: string; subject: string; sms: string }> =
  [
    {
      email: 'eleni@example.gr',
      locale: 'el',
      mobile: '6912345671',
      subject: 'το δρομολόγιό σας ακυρώθηκε',
      sms: 'ακυρώθηκε',
    },
    {
      email: 'jonas@example.de',
      locale: 'de',
      mobile: '6912345672',
      subject: 'Ihre Überfahrt wurde gestrichen',
      sms: 'fällt aus',
    },
    {
      email: 'claire@example.fr',
      locale: 'fr',
      mobile: '6912345673',
      subject: 'votre traversée est annulée',
      sms: 'est annulée',
    },
  ];

describe('staff cancel a sailing that carries three paid orders', () => {
  let orders: Order[];

  beforeAll(async () => {
    orders = [];
    for (const traveller of travellers) {
      const { order } = await ticketedOrder(database.knex, harness, trips[0]!, traveller.email, {
        locale: traveller.locale,
        leader: { mobile: traveller.mobile },
      });
      orders.push(order);
    }
    const cancelled = await harness.ferry.causeDisruption.execute({
      agentName: trips[0]!.agentName,
      tripId: trips[0]!.tripId,
      kind: 'cancelled',
    });
    expect(cancelled.ok).toBe(true);
  });

  it('tells each lead traveller once, by e-mail and by text message, in the order’s language', async () => {
    const first = await follow.execute();
    expect(first.notified).toBe(3);
    const ran = await drainOutbox(database.knex, harness.jobHandlers);
    expect(ran.filter((job) => job === DISRUPTION_JOBS.email)).toHaveLength(3);
    expect(ran.filter((job) => job === DISRUPTION_JOBS.sms)).toHaveLength(3);
    for (const [index, traveller] of travellers.entries()) {
      const mails = await mailsTo(traveller.email);
      expect(mails, traveller.email).toHaveLength(1);
      expect(mails[0]!.subject).toContain(traveller.subject);
      expect(mails[0]!.subject).toContain(orders[index]!.reference);
      expect(mails[0]!.text).toMatch(
        new RegExp(`${localePrefix(traveller.locale)}/orderdetails/signin\\?token=[A-Za-z0-9_-]+`),
      );
      const texts = textsTo(`+30${traveller.mobile}`);
      expect(texts, traveller.mobile).toHaveLength(1);
      expect(texts[0]!.text).toContain(traveller.sms);
      expect(texts[0]!.text).toContain(`${localePrefix(traveller.locale)}/orderdetails/signin?token=`);
    }
  });

  it('tells nobody twice: the follower run again records nothing, a retried job sends nothing', async () => {
    expect((await follow.execute()).notified).toBe(0);
    expect(await drainOutbox(database.knex, harness.jobHandlers)).toEqual([]);
    const before = textsTo(`+30${travellers[0]!.mobile}`);
    // A worker died after sending but before acknowledging: the queue runs the same jobs again.
    const jobs = (await database.knex('outbox').whereIn('name', Object.values(DISRUPTION_JOBS))) as Array<{
      id: string;
      name: string;
      payload: unknown;
    }>;
    for (const job of jobs) await harness.jobHandlers[job.name]!(job.payload, job);
    for (const traveller of travellers) {
      expect(await mailsTo(traveller.email)).toHaveLength(1);
      expect(textsTo(`+30${traveller.mobile}`)).toHaveLength(1);
    }
    expect(textsTo(`+30${travellers[0]!.mobile}`)).toEqual(before);
    const sent = await database
      .knex('sms_messages')
      .where({ status: 'sent' })
      .count<{ count: string }[]>('* as count');
    expect(Number(sent[0]!.count)).toBe(3);
  });

  it('opens the booking without signing in from the text message’s link, once', async () => {
    const token = /signin\?token=([A-Za-z0-9_-]+)/.exec(textsTo(`+30${travellers[1]!.mobile}`)[0]!.text)![1]!;
    const opened = await harness.services.redeemSignInLink.execute({ token });
    expect(opened.ok && opened.value.reference).toBe(orders[1]!.reference);
    expect((await harness.services.redeemSignInLink.execute({ token })).ok).toBe(false);
  });

  it('records the event on each order with the leg it touches', async () => {
    const recorded = await harness.container.get(PORTS.disruptions).ofOrder(orders[2]!.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      legs: [0],
      disruption: { kind: 'cancelled', tripIds: expect.arrayContaining([trips[0]!.tripId]) },
    });
  });
});

describe('a follower that died after keeping an event', () => {
  it('still tells the travellers on the next run: the sailings with bookings are polled', async () => {
    const { order } = await ticketedOrder(database.knex, harness, trips[1]!, 'late@example.com');
    const delayed = await harness.ferry.causeDisruption.execute({
      agentName: trips[1]!.agentName,
      tripId: trips[1]!.tripId,
      kind: 'delayed',
      delayMinutes: 120,
    });
    if (!delayed.ok) throw new Error('no delay');
    // The event was kept, but the orders it touches were never looked for.
    await harness.container.get(PORTS.disruptions).record([delayed.value], harness.clock.now());
    expect((await follow.execute()).notified).toBe(1);
    await drainOutbox(database.knex, harness.jobHandlers);
    const mails = await mailsTo('late@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Booking ${order.reference}: your sailing is delayed by 120 minutes`);
    expect(mails[0]!.text).toMatch(/It now leaves at .*\d{2}:\d{2}/);
  });
});

describe('a sailing cancelled weeks before it leaves', () => {
  it('is told on the follower’s next run, not when it comes within the 72 hours polled', async () => {
    const [far] = await piraeusSantoriniTrips(harness.ferry, 20);
    const { order } = await ticketedOrder(database.knex, harness, far!, 'early@example.com');
    const cancelled = await harness.ferry.causeDisruption.execute({
      agentName: far!.agentName,
      tripId: far!.tripId,
      kind: 'cancelled',
    });
    expect(cancelled.ok).toBe(true);
    expect((await follow.execute()).notified).toBe(1);
    await drainOutbox(database.knex, harness.jobHandlers);
    const mails = await mailsTo('early@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Booking ${order.reference}: your sailing has been cancelled`);
  });
});
