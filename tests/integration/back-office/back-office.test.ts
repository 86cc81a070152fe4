import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ContainerModule } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessJobQueue } from '#adapters/bullmq/in-process-job-queue.ts';
import { JoseTokenSigner } from '#adapters/crypto/jose-token-signer.ts';
import { PostgresJobBoard } from '#adapters/postgres/back-office/postgres-job-board.ts';
import { PostgresOutboxRepository } from '#adapters/postgres/postgres-outbox-repository.ts';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { CreateContent } from '#application/content/create-content.ts';
import { GetContent } from '#application/content/get-content.ts';
import { ListContent } from '#application/content/list-content.ts';
import { UpdateContent } from '#application/content/update-content.ts';
import { UploadFile } from '#application/files/upload-file.ts';
import { RelayOutbox } from '#application/jobs/relay-outbox.ts';
import { SendChatMessage } from '#application/site/send-chat-message.ts';
import { SendContactMessage } from '#application/site/send-contact-message.ts';
import { backOfficeServices, PORTS } from '#container';
import type { Principal } from '#domain/auth/principal.ts';
import { readBookingFilters } from '#domain/back-office/booking-filters.ts';
import type { Trip } from '#domain/trips/trip.ts';
import {
  aFilledLeg,
  aLeader,
  anOrder,
  checkoutHarness,
  drainOutbox,
  piraeusSantoriniTrips,
  ticketedOrder,
} from '../../support/checkout-harness.ts';
import { readableMail } from '../../support/readable-mail.ts';
import { quietLogger } from '../../support/test-container.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let backOffice: { services: ReturnType<typeof backOfficeServices> };
let trips: Trip[];

const staff = (id: number, scope: unknown): Principal => ({ id, email: `staff${id}@kyma.test`, scope });
const support = staff(1, ['support']);
const finance = staff(2, { finance: true });
const admin = staff(3, ['admin']);
const customer = staff(4, ['posts:write']);

/** The content API's user use cases are not this test's business: reaching them means access was granted. */
const unreachable = {
  execute: async () => {
    throw new Error('reached the content API');
  },
} as never;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(
    database.knex,
    {},
    new ContainerModule(({ rebind }) => {
      for (const UseCase of [ListContent, GetContent, CreateContent, UpdateContent, UploadFile]) {
        rebind<object>(UseCase).toConstantValue(unreachable);
      }
      // Onboarding a reseller signs an invitation link.
      rebind(PORTS.tokenSigner).toConstantValue(
        new JoseTokenSigner({ secret: 'a test secret of enough length' }),
      );
    }),
  );
  trips = await piraeusSantoriniTrips(harness.ferry);
  backOffice = { services: backOfficeServices(harness.container) };
});
afterAll(async () => {
  await database?.destroy();
});

const handlers = () => harness.jobHandlers;
const mailsTo = (address: string) =>
  readdirSync(harness.mailDir)
    .map((file) => readFileSync(path.join(harness.mailDir, file), 'utf8'))
    .filter((mail) => mail.includes(address));

describe('deny by default', () => {
  const ORDER = '00000000-0000-4000-8000-000000000000';
  const s = () => backOffice.services;
  /** Every use case of the back office, with who may call it; a new one must be added here. */
  const CALLS: Record<
    string,
    { allowed: Principal[]; call: (actor: Principal | null) => Promise<{ ok: boolean; error?: unknown }> }
  > = {
    'searchBookings.execute': {
      allowed: [support, finance, admin],
      call: (actor) =>
        s().searchBookings.execute({ actor, filters: readBookingFilters(new URLSearchParams()) }),
    },
    'readOrderFile.execute': {
      allowed: [support, finance, admin],
      call: (actor) => s().readOrderFile.execute({ actor, orderId: ORDER }),
    },
    'readOrderFiscalDocument.execute': {
      allowed: [support, finance, admin],
      call: (actor) => s().readOrderFiscalDocument.execute({ actor, orderId: ORDER }),
    },
    'runOrderAction.execute': {
      allowed: [support, admin],
      call: (actor) => s().runOrderAction.execute({ actor, orderId: ORDER, action: 'resendEmail' }),
    },
    'runOrderAction.execute cancelUpstream': {
      allowed: [finance, admin],
      call: (actor) => s().runOrderAction.execute({ actor, orderId: ORDER, action: 'cancelUpstream' }),
    },
    'requestRefund.execute': {
      allowed: [finance, admin],
      call: (actor) =>
        s().requestRefund.execute({ actor, orderId: ORDER, form: { amount: 100, reason: 'walk' } }),
    },
    'listJobs.execute': {
      allowed: [support, finance, admin],
      call: (actor) => s().listJobs.execute({ actor, state: null, page: 1 }),
    },
    'actOnJob.execute': {
      allowed: [admin],
      call: (actor) => s().actOnJob.execute({ actor, jobId: ORDER, act: 'retry' }),
    },
    'listChats.execute': {
      allowed: [support, admin],
      call: (actor) => s().listChats.execute({ actor, page: 1 }),
    },
    'readChat.execute': {
      allowed: [support, admin],
      call: (actor) => s().readChat.execute({ actor, id: ORDER }),
    },
    'answerChat.execute': {
      allowed: [support, admin],
      call: (actor) => s().answerChat.execute({ actor, id: ORDER, form: { answer: 'hi' } }),
    },
    'searchStaffUsers.execute': {
      allowed: [admin],
      call: (actor) =>
        s()
          .searchStaffUsers.execute({ actor, email: '' })
          .catch(() => ({ ok: true })),
    },
    'setStaffRoles.execute': {
      allowed: [admin],
      call: (actor) =>
        s()
          .setStaffRoles.execute({ actor, userId: '1', roles: [] })
          .catch(() => ({ ok: true })),
    },
    'listCoupons.execute': {
      allowed: [admin],
      call: (actor) =>
        s()
          .listCoupons.execute({ actor })
          .catch(() => ({ ok: true })),
    },
    'readCoupon.execute': {
      allowed: [admin],
      call: (actor) =>
        s()
          .readCoupon.execute({ actor, id: '1' })
          .catch(() => ({ ok: true })),
    },
    'saveCoupon.execute': {
      allowed: [admin],
      call: (actor) =>
        s()
          .saveCoupon.execute({ actor, id: '1', values: { active: false } })
          .catch(() => ({ ok: true })),
    },
    'listContentItems.execute': {
      allowed: [admin],
      call: (actor) =>
        s()
          .listContentItems.execute({ actor, kind: 'offers', language: 'en', search: '', page: 1 })
          .catch(() => ({ ok: true })),
    },
    'readContentItem.execute': {
      allowed: [admin],
      call: (actor) =>
        s()
          .readContentItem.execute({ actor, kind: 'offers', id: '1' })
          .catch(() => ({ ok: true })),
    },
    'saveContentItem.execute': {
      allowed: [admin],
      call: (actor) =>
        s()
          .saveContentItem.execute({ actor, kind: 'offers', id: '1', body: { active: false } })
          .catch(() => ({ ok: true })),
    },
    'replaceContentImage.execute': {
      allowed: [admin],
      call: (actor) =>
        s()
          .replaceContentImage.execute({
            actor,
            kind: 'offers',
            id: '1',
            field: 'mainImageId',
            file: { name: 'a.png', data: new Uint8Array(1) },
          })
          .catch(() => ({ ok: true })),
    },
    'listNewsletterGroups.execute': {
      allowed: [support, admin],
      call: (actor) => s().listNewsletterGroups.execute({ actor }),
    },
    'listSubscribers.execute': {
      allowed: [support, admin],
      call: (actor) => s().listSubscribers.execute({ actor, group: 'news', status: null, page: 'all' }),
    },
    'listContactMessages.execute': {
      allowed: [support, admin],
      call: (actor) => s().listContactMessages.execute({ actor, page: 1 }),
    },
    'listResellers.execute': {
      allowed: [finance, admin],
      call: (actor) => s().listResellers.execute({ actor }),
    },
    'readReseller.execute': {
      allowed: [finance, admin],
      call: (actor) =>
        s().readReseller.execute({ actor, userId: '999999', from: new Date(0), to: harness.clock.now() }),
    },
    'createReseller.execute': {
      allowed: [finance, admin],
      call: (actor) =>
        s().createReseller.execute({
          actor,
          locale: 'en',
          form: {
            userEmail: 'nobody@kyma.test',
            companyName: 'X',
            contactEmail: 'x@x.gr',
            creditLimit: 0,
            active: true,
          },
        }),
    },
    'updateReseller.execute': {
      allowed: [finance, admin],
      call: (actor) =>
        s().updateReseller.execute({
          actor,
          userId: '999999',
          form: { userEmail: '', companyName: 'X', contactEmail: 'x@x.gr', creditLimit: 0, active: true },
        }),
    },
    'adjustResellerCredit.execute': {
      allowed: [finance, admin],
      call: (actor) =>
        s().adjustResellerCredit.execute({
          actor,
          userId: '999999',
          entry: { kind: 'topUp', amount: -100, reason: 'walk' },
        }),
    },
    'readAuditLog.execute': {
      allowed: [support, finance, admin],
      call: (actor) => s().readAuditLog.execute({ actor, page: 1 }),
    },
  };

  it('names every use case of the back office', () => {
    const methods = Object.entries(backOffice.services).flatMap(([name, useCase]) =>
      Object.getOwnPropertyNames(Object.getPrototypeOf(useCase))
        .filter((method) => method !== 'constructor')
        .map((method) => `${name}.${method}`),
    );
    expect([...new Set(Object.keys(CALLS).map((key) => key.split(' ')[0]))].sort()).toEqual(methods.sort());
  });

  it('refuses a visitor, a customer and every role not listed; lets the listed roles past the check', async () => {
    for (const [name, { allowed, call }] of Object.entries(CALLS)) {
      expect(await call(null), `${name} as a visitor`).toEqual({
        ok: false,
        error: { code: 'signInRequired' },
      });
      for (const actor of [customer, support, finance, admin]) {
        const answer = await call(actor);
        const refused = !answer.ok && (answer.error as { code: string }).code === 'staffOnly';
        expect(refused, `${name} as ${JSON.stringify(actor.scope)}`).toBe(!allowed.includes(actor));
      }
    }
  });
});

describe('bookings and their actions', () => {
  it('finds a booking by reference, e-mail, name, ticket and upstream code, and filters by status', async () => {
    const { order } = await ticketedOrder(database.knex, harness, trips[0]!, 'search.me@example.com');
    const find = async (query: string) => {
      const result = await backOffice.services.searchBookings.execute({
        actor: support,
        filters: readBookingFilters(new URLSearchParams(query)),
      });
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      return result.value.rows.map((row) => row.reference);
    };
    const ticket = order.tickets[0]!.ticketNumber;
    for (const query of [
      `q=${order.reference}`,
      'q=search.me@example',
      `q=${encodeURIComponent(`${order.leader.firstName} ${order.leader.lastName}`)}`,
      `q=${ticket}`,
      `q=${order.legs[0]!.upstreamOrderCode}`,
    ]) {
      expect(await find(query), query).toContain(order.reference);
    }
    expect(await find(`q=${order.reference}&status=refunded`)).toEqual([]);
    expect(await find(`q=${order.reference}&status=ticketed&provider=sandbox`)).toEqual([order.reference]);
    expect(await find(`q=${order.reference}&provider=viva`)).toEqual([]);
    // Each row says which ferry system sold its sailings (issue #27 point 4).
    const listed = await backOffice.services.searchBookings.execute({
      actor: support,
      filters: readBookingFilters(new URLSearchParams(`q=${order.reference}`)),
    });
    expect(listed.ok && listed.value.rows[0]?.systems).toEqual([order.legs[0]!.agentName]);
  });

  it('resends the confirmation once per click, writes the audit log, and shows the e-mail on the order', async () => {
    const { order } = await ticketedOrder(database.knex, harness, trips[1]!, 'resend.me@example.com');
    const before = mailsTo('resend.me@example.com').length;
    const first = await backOffice.services.runOrderAction.execute({
      actor: support,
      orderId: order.id,
      action: 'resendEmail',
    });
    expect(first.ok).toBe(true);
    const second = await backOffice.services.runOrderAction.execute({
      actor: support,
      orderId: order.id,
      action: 'resendEmail',
    });
    expect(second).toEqual({
      ok: false,
      error: { code: 'jobAlreadyWaiting' },
    });
    await drainOutbox(database.knex, handlers());
    expect(mailsTo('resend.me@example.com').length).toBe(before + 1);
    const file = await backOffice.services.readOrderFile.execute({ actor: support, orderId: order.id });
    if (!file.ok) throw new Error(JSON.stringify(file.error));
    expect(file.value.emails.length).toBe(2);
    expect(
      file.value.timeline
        .filter((item) => item.kind === 'staff')
        .map((item) => item.kind === 'staff' && item.entry.action),
    ).toEqual(['order.resendEmail']);
    expect(file.value.actions).toEqual(['resendEmail']);
  });

  it('shows on a failed order’s timeline none of the e-mails of a later order to the same address', async () => {
    const email = 'twice@example.com';
    const legs = [aFilledLeg(trips[0]!)];
    const price = await harness.services.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
    if (!price.ok) throw new Error('pricing failed');
    const placed = await harness.services.placeOrder.execute(
      anOrder({ legs, leader: aLeader({ email }), expectedFinalPrice: price.value.breakdown.finalPrice }),
    );
    if (!placed.ok) throw new Error(JSON.stringify(placed.error));
    const failed = placed.value.order;
    const redirect = await harness.services.startPayment.execute({ order: failed });
    if (!redirect.ok) throw new Error('no payment');
    const back = new URL((await harness.sandbox.decide(redirect.value.url.split('/').pop()!, 'declined'))!);
    await harness.services.completePayment.execute({
      provider: 'sandbox',
      params: Object.fromEntries(back.searchParams),
    });
    const { order: ticketed } = await ticketedOrder(database.knex, harness, trips[1]!, email);
    await drainOutbox(database.knex, handlers());

    const failedFile = await backOffice.services.readOrderFile.execute({
      actor: support,
      orderId: failed.id,
    });
    const ticketedFile = await backOffice.services.readOrderFile.execute({
      actor: support,
      orderId: ticketed.id,
    });
    if (!failedFile.ok || !ticketedFile.ok) throw new Error('refused');
    expect(failedFile.value.order.status).toBe('failed');
    expect(failedFile.value.emails).toEqual([]);
    expect(failedFile.value.timeline.filter((item) => item.kind === 'email')).toEqual([]);
    expect(ticketedFile.value.emails.map((mail) => mail.template)).toEqual(['bookingConfirmation']);
  });

  it('refunds in parts through the provider, refuses more than was paid, and tells the traveller', async () => {
    const { order } = await ticketedOrder(database.knex, harness, trips[2]!, 'refund.me@example.com');
    const paid = order.breakdown.finalPrice;
    const part = await backOffice.services.requestRefund.execute({
      actor: finance,
      orderId: order.id,
      form: { amount: 1000, reason: 'late ship' },
    });
    expect(part.ok).toBe(true);
    const tooMuch = await backOffice.services.requestRefund.execute({
      actor: finance,
      orderId: order.id,
      form: { amount: paid, reason: 'all' },
    });
    expect(tooMuch).toEqual({
      ok: false,
      error: { code: 'invalidForm', fields: [{ path: 'amount', key: 'invalid' }] },
    });
    await drainOutbox(database.knex, handlers());
    const silentOnTickets = await backOffice.services.requestRefund.execute({
      actor: finance,
      orderId: order.id,
      form: { amount: paid - 1000, reason: 'goodwill' },
    });
    expect(silentOnTickets).toEqual({
      ok: false,
      error: { code: 'invalidForm', fields: [{ path: 'tickets', key: 'invalid' }] },
    });
    const rest = await backOffice.services.requestRefund.execute({
      actor: finance,
      orderId: order.id,
      form: { amount: paid - 1000, reason: 'goodwill', tickets: 'keep' },
    });
    expect(rest.ok).toBe(true);
    await drainOutbox(database.knex, handlers());

    const sandboxRow = await database
      .knex('sandbox_payments')
      .where({ merchant_reference: order.reference })
      .first();
    expect(sandboxRow.refunded).toBe(paid);
    const file = await backOffice.services.readOrderFile.execute({ actor: finance, orderId: order.id });
    if (!file.ok) throw new Error(JSON.stringify(file.error));
    expect(file.value.refunds.map((r) => [r.amount, r.status, r.sentThrough])).toEqual([
      [1000, 'done', 'sandbox'],
      [paid - 1000, 'done', 'sandbox'],
    ]);
    expect(file.value.refunds.every((r) => r.reference !== null)).toBe(true);
    expect(file.value.refundable).toBe(0);
    expect(file.value.order.status).toBe('refunded');
    expect(file.value.actions).not.toContain('refund');
    expect(file.value.payments[0]!.status).toBe('refunded');
    expect(file.value.timeline.filter((item) => item.kind === 'refund')).toHaveLength(2);
    const refundMails = mailsTo('refund.me@example.com')
      .filter((mail) => mail.includes(`Refund for booking ${order.reference}`))
      .map(readableMail);
    expect(refundMails).toHaveLength(2);
    expect(refundMails.every((mail) => mail.includes('expect it on your statement by'))).toBe(true);
    expect(
      mailsTo('refund.me@example.com').filter((mail) => mail.includes('Your refund is requested')),
    ).toHaveLength(2);
    expect(refundMails.some((mail) => mail.includes('So far €10.00 of the'))).toBe(true);
    expect(
      refundMails.some((mail) =>
        mail.includes('Everything you paid has now been refunded. Your tickets were not cancelled'),
      ),
    ).toBe(true);
  });
});

describe('a staff refund of a whole ticketed order', () => {
  it('cancels the tickets at the company before the money goes back, and the order ends refunded', async () => {
    const [later] = await piraeusSantoriniTrips(harness.ferry, 33);
    const { order } = await ticketedOrder(database.knex, harness, later!, 'refund.all@example.com');
    const paid = order.breakdown.finalPrice;
    const asked = await backOffice.services.requestRefund.execute({
      actor: finance,
      orderId: order.id,
      form: { amount: paid, reason: 'sailing no longer needed', tickets: 'cancel' },
    });
    expect(asked.ok && 'status' in asked.value && asked.value.status).toBe('cancelled');
    // The cancellation's refund told at each step: asked by staff, accepted by the company, sent.
    expect(await drainOutbox(database.knex, handlers())).toEqual([
      'order.cancel',
      'order.refundStepEmail',
      'order.refundStepEmail',
      'order.refundStepEmail',
      // The refund sent gets its credit document (decision 0096).
      'order.reportFiscalDocument',
    ]);

    const booking = await harness.ferry.retrieveBooking.execute({
      orderCode: order.legs[0]!.upstreamOrderCode,
      agentName: order.legs[0]!.agentName,
    });
    expect(booking.ok && booking.value.status).toBe('cancelled');
    const sandboxRow = await database
      .knex('sandbox_payments')
      .where({ merchant_reference: order.reference })
      .first();
    expect(sandboxRow.refunded).toBe(paid);
    const file = await backOffice.services.readOrderFile.execute({ actor: finance, orderId: order.id });
    if (!file.ok) throw new Error(JSON.stringify(file.error));
    expect(file.value.order.status).toBe('refunded');
    expect(file.value.order.cancellation).toMatchObject({ paid, refund: paid, fee: 0 });
    // Staff see the refund's steps as the traveller does: accepted by the company, sent, expected by.
    expect(file.value.refundTracks).toEqual([
      expect.objectContaining({
        kind: 'order',
        amount: paid,
        acceptedAt: expect.any(String),
        sentAt: expect.any(String),
        sentThrough: 'sandbox',
        reference: expect.any(String),
        expectedBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    ]);
    expect(file.value.refundable).toBe(0);
    expect(
      file.value.timeline
        .filter((item) => item.kind === 'staff')
        .map((item) => item.kind === 'staff' && item.entry.after),
    ).toEqual([
      expect.objectContaining({ amount: paid, reason: 'sailing no longer needed', tickets: 'cancel' }),
    ]);
    expect(mailsTo('refund.all@example.com').filter((mail) => mail.includes('is cancelled'))).toHaveLength(1);
  });
});

describe('chat inbox', () => {
  it('lists unanswered first, links the booking named, and e-mails the answer to the traveller', async () => {
    const { order } = await ticketedOrder(database.knex, harness, trips[0]!, 'chat.me@example.com');
    const send = harness.container.get(SendChatMessage);
    const form = {
      name: 'Maria',
      email: 'chat.me@example.com',
      bookingCode: order.reference,
      message: 'Can I bring my dog?',
    };
    await send.execute({ form, locale: 'en' });
    const listed = await backOffice.services.listChats.execute({ actor: support, page: 1 });
    if (!listed.ok) throw new Error('refused');
    const conversation = listed.value.conversations[0]!;
    expect([conversation.message, conversation.answeredAt, listed.value.unanswered]).toEqual([
      'Can I bring my dog?',
      null,
      1,
    ]);
    const read = await backOffice.services.readChat.execute({ actor: support, id: conversation.id });
    expect(read.ok && read.value.orderId).toBe(order.id);
    const answered = await backOffice.services.answerChat.execute({
      actor: support,
      id: conversation.id,
      form: { answer: 'Yes, in the kennels on deck.' },
    });
    expect(answered.ok).toBe(true);
    await drainOutbox(database.knex, handlers());
    const mail = mailsTo('chat.me@example.com').find((m) => m.includes('Our answer to your message'));
    expect(mail).toContain('Yes, in the kennels on deck.');
    const after = await backOffice.services.listChats.execute({ actor: support, page: 1 });
    expect(after.ok && after.value.unanswered).toBe(0);
  });
});

describe('contact messages', () => {
  it('are kept with the e-mail to the sales inbox and listed newest first', async () => {
    const send = harness.container.get(SendContactMessage);
    const form = {
      name: 'Anna',
      lastName: 'Lekka',
      email: 'anna@example.com',
      phone: '',
      message: 'Surfboards to Naxos?',
      termsAccepted: true,
    };
    await send.execute({ form, locale: 'de' });
    const listed = await backOffice.services.listContactMessages.execute({ actor: support, page: 1 });
    if (!listed.ok) throw new Error('refused');
    expect(listed.value.messages[0]).toMatchObject({
      lastName: 'Lekka',
      locale: 'de',
      message: 'Surfboards to Naxos?',
    });
    const mail = await database
      .knex('outbox')
      .whereRaw("payload->>'subject' = ?", ['Contact form: Anna Lekka']);
    expect(mail).toHaveLength(1);
  });
});

describe('resellers', () => {
  it('onboards an agency without an account: an inactive user and an invitation to set its password', async () => {
    const form = {
      userEmail: 'new.agency@example.com',
      companyName: 'Paros Lines Travel',
      contactEmail: 'desk@paros.gr',
      creditLimit: 5_000,
      active: true,
    };
    const created = await backOffice.services.createReseller.execute({ actor: finance, form, locale: 'de' });
    const user = await database.knex('users').where({ email: 'new.agency@example.com' }).first();
    expect(user).toMatchObject({ active: false, name: 'Paros Lines Travel', locale: 'de' });
    expect(created).toEqual({ ok: true, value: user.id });
    const mail = await database.knex('outbox').whereRaw("payload->>'to' = ?", ['new.agency@example.com']);
    expect(mail).toHaveLength(1);
    expect(mail[0].payload).toMatchObject({
      template: 'invitation',
      locale: 'de',
      subject: 'Ihre Einladung zu Kyma',
    });
    expect(mail[0].payload.text).toMatch(/\/de\/change-password\?token=[^\s&]+&purpose=invitation/);
  });

  it('links a user, keeps the credit used between zero and the limit, and states the ledger of a period', async () => {
    const [user] = await database
      .knex('users')
      .insert({ email: 'agency@example.com', password_hash: 'x', active: true, scope: '[]' })
      .returning('id');
    const form = {
      userEmail: 'Agency@Example.com',
      companyName: 'Naxos Travel',
      contactEmail: 'desk@naxos.gr',
      creditLimit: 10_000,
      active: true,
    };
    const create = backOffice.services.createReseller;
    const created = await create.execute({ actor: finance, form, locale: 'en' });
    expect(created).toEqual({ ok: true, value: user.id });
    expect(await create.execute({ actor: finance, form, locale: 'en' })).toEqual({
      ok: false,
      error: { code: 'alreadyReseller' },
    });
    expect(await database.knex('outbox').whereRaw("payload->>'to' = ?", ['agency@example.com'])).toEqual([]);
    const id = String(user.id);
    const topUpFirst = await backOffice.services.adjustResellerCredit.execute({
      actor: finance,
      userId: id,
      entry: { kind: 'topUp', amount: -100, reason: 'early' },
    });
    expect(!topUpFirst.ok && topUpFirst.error.code).toBe('creditOutOfRange');
    const start = harness.clock.now();
    expect(
      (
        await backOffice.services.adjustResellerCredit.execute({
          actor: finance,
          userId: id,
          entry: { kind: 'adjustment', amount: 6000, reason: 'old invoices' },
        })
      ).ok,
    ).toBe(true);
    expect(
      (
        await backOffice.services.adjustResellerCredit.execute({
          actor: finance,
          userId: id,
          entry: { kind: 'topUp', amount: -2500, reason: 'bank transfer 12/7' },
        })
      ).ok,
    ).toBe(true);
    const tooHigh = await backOffice.services.adjustResellerCredit.execute({
      actor: finance,
      userId: id,
      entry: { kind: 'adjustment', amount: 7000, reason: 'over' },
    });
    expect(!tooHigh.ok && tooHigh.error.code).toBe('creditOutOfRange');
    const lower = await backOffice.services.updateReseller.execute({
      actor: finance,
      userId: id,
      form: { ...form, creditLimit: 3000 },
    });
    expect(lower).toEqual({
      ok: false,
      error: { code: 'creditLimitBelowUsed' },
    });
    expect(
      (
        await backOffice.services.updateReseller.execute({
          actor: finance,
          userId: id,
          form: { ...form, creditLimit: 20_000 },
        })
      ).ok,
    ).toBe(true);

    const all = await backOffice.services.readReseller.execute({
      actor: finance,
      userId: id,
      from: new Date(0),
      to: new Date(harness.clock.now().getTime() + 1000),
    });
    if (!all.ok) throw new Error('refused');
    expect([all.value.reseller.creditUsed, all.value.reseller.creditLimit, all.value.opening]).toEqual([
      3500, 20_000, 0,
    ]);
    expect(all.value.entries.map((e) => [e.kind, e.amount, e.reason])).toEqual([
      ['adjustment', 6000, 'old invoices'],
      ['topUp', -2500, 'bank transfer 12/7'],
    ]);
    const later = await backOffice.services.readReseller.execute({
      actor: finance,
      userId: id,
      from: new Date(harness.clock.now().getTime() + 1000),
      to: new Date(harness.clock.now().getTime() + 2000),
    });
    expect(later.ok && [later.value.opening, later.value.entries.length]).toEqual([3500, 0]);
    expect(start.getTime()).toBeLessThanOrEqual(Date.parse(all.value.entries[0]!.createdAt));
    const audit = await database
      .knex('audit_log')
      .where({ subject_type: 'reseller', subject_id: id })
      .orderBy('id');
    expect(audit.map((entry) => entry.action)).toEqual([
      'reseller.create',
      'reseller.adjustment',
      'reseller.topUp',
      'reseller.update',
    ]);
  });
});

describe('jobs view', () => {
  it('shows a failed job with its error, and lets an admin retry it until it is done, or discard one', async () => {
    const outbox = new PostgresOutboxRepository(database.knex);
    const queue = new InProcessJobQueue();
    let failing = true;
    await queue.consume({
      'test.flaky': async () => {
        if (failing) throw new Error('upstream timed out');
      },
    });
    const relay = new RelayOutbox({ outbox, queue, clock: harness.clock, logger: quietLogger });
    const [flaky, doomed] = [crypto.randomUUID(), crypto.randomUUID()];
    await outbox.add({ id: flaky, name: 'test.flaky', payload: {}, createdAt: harness.clock.now() });
    await outbox.add({ id: doomed, name: 'test.flaky', payload: {}, createdAt: harness.clock.now() });
    await relay.execute({ batchSize: 10 });
    const failed = await backOffice.services.listJobs.execute({ actor: support, state: 'failed', page: 1 });
    const ours = failed.ok ? failed.value.jobs.filter((job) => job.name === 'test.flaky') : [];
    expect(ours.map((job) => [job.id, job.lastError]).sort()).toEqual(
      [
        [flaky, 'upstream timed out'],
        [doomed, 'upstream timed out'],
      ].sort(),
    );
    expect(
      await backOffice.services.actOnJob.execute({ actor: support, jobId: flaky, act: 'retry' }),
    ).toEqual({
      ok: false,
      error: { code: 'staffOnly' },
    });
    expect(
      (await backOffice.services.actOnJob.execute({ actor: admin, jobId: doomed, act: 'discard' })).ok,
    ).toBe(true);
    failing = false;
    expect(
      (await backOffice.services.actOnJob.execute({ actor: admin, jobId: flaky, act: 'retry' })).ok,
    ).toBe(true);
    await relay.execute({ batchSize: 10 });
    const board = new PostgresJobBoard(database.knex);
    expect([(await board.find(flaky))?.state, (await board.find(doomed))?.state]).toEqual([
      'done',
      'discarded',
    ]);
    expect(
      await backOffice.services.actOnJob.execute({ actor: admin, jobId: flaky, act: 'discard' }),
    ).toEqual({
      ok: false,
      error: { code: 'jobStateForbids', values: { state: 'done' } },
    });
  });
});
