import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ContainerModule } from 'inversify';
import type { Knex } from 'knex';
import { SandboxPaymentGateway } from '#adapters/sandbox-payment/sandbox-payment-gateway.ts';
import { SandboxPaymentProvider } from '#adapters/sandbox-payment/sandbox-payment-provider.ts';
import type { PlaceOrderInput } from '#application/checkout/place-order.ts';
import { ExpireLapsedOrders } from '#application/orders/expire-lapsed-orders.ts';
import type { OrderAccess } from '#application/orders/get-order.ts';
import type { JobHandlers } from '#application/ports/job-queue.ts';
import type { PaymentGateway } from '#application/ports/payment-gateway.ts';
import { checkoutServices, ferryServices, PARTS, PORTS } from '#container';
import type { Assistance } from '#domain/booking/assistance.ts';
import { buildLeg, type LegBooking } from '#domain/booking/leg-booking.ts';
import { updatePassenger } from '#domain/booking/leg-passengers.ts';
import { newPaymentForm } from '#domain/booking/payment-form.ts';
import type { Order, OrderLeader } from '#domain/orders/order.ts';
import { cartBreakdown } from '#domain/pricing/cart-breakdown.ts';
import { lowestFare } from '#domain/results/trip-price.ts';
import { addDays } from '#domain/search/calendar-date.ts';
import { newSearchQuery, updateSearchLeg } from '#domain/search/search-query.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { testContainer } from './test-container.ts';
import { TEST_TODAY, testDay } from './test-today.ts';

/**
 * The checkout as production composes it, over the simulated ferry network and the sandbox provider on one
 * test database (seeded with the reference data, for the agency's contact details); e-mail goes to .eml
 * files in `mailDir`. `overrides` replace adapters, as in `compose`.
 */
export function checkoutHarness(
  knex: Knex,
  options: {
    maxUnpaidPlacesPerSailing?: number;
    today?: Date;
    /** More production variables, e.g. the upstreams it sells through (a Liknoss account). */
    env?: Record<string, string>;
  } = {},
  ...overrides: ContainerModule[]
) {
  const { container, dataDir } = testContainer(
    knex,
    {
      FERRY_UPSTREAM_TIMEOUT_MS: '2000',
      FERRY_SEARCH_CACHE_TTL_SECONDS: '0',
      MAIL_FROM: 'Kyma <no-reply@kyma.test>',
      UNPAID_HOLD_PLACES_PER_SAILING: String(options.maxUnpaidPlacesPerSailing ?? 60),
      ...(options.today ? { CLOCK_START: options.today.toISOString() } : {}),
      ...options.env,
    },
    ...overrides,
  );
  const mailDir = path.join(dataDir, 'mail');
  mkdirSync(mailDir);
  // Every job a worker would run, e-mails queued as `email.send` (e.g. the refund notice) included.
  const jobHandlers: JobHandlers = Object.assign({}, ...container.getAll(PARTS.jobHandlers));
  return {
    container,
    /** The application's clock: "now" for a test that dates a row (a hold that lapsed a minute ago). */
    clock: container.get(PORTS.clock),
    ferry: ferryServices(container),
    services: checkoutServices(container),
    expireLapsedOrders: container.get(ExpireLapsedOrders),
    sandbox: container.get(SandboxPaymentProvider),
    orders: container.get(PORTS.orders),
    /** Where the order's ledger is read from: a voucher's sources need them (decision 0112). */
    moneySources: {
      orders: container.get(PORTS.orders),
      refunds: container.get(PORTS.refunds),
      changes: container.get(PORTS.orderChanges),
    },
    courier: container.get(PORTS.courier),
    network: container.get(PARTS.simulatedNetwork),
    mailDir,
    jobHandlers,
  };
}

/**
 * The sandbox as a provider that only sells, declaring no authorisation: the money is taken at the card page
 * and given back when it cannot pay the order (decision 0049), the path such a provider keeps (0127).
 */
export const saleOnlySandbox = () =>
  new ContainerModule(({ rebind }) => {
    rebind(PORTS.paymentGateways).toDynamicValue((c): PaymentGateway[] => {
      const sale = new SandboxPaymentGateway({
        sandbox: c.get(SandboxPaymentProvider),
        pagesUrl: 'http://localhost:3000/sandbox-payments',
      });
      return [
        {
          provider: sale.provider,
          capabilities: {},
          start: (request) => sale.start(request),
          verify: (params) => sale.verify(params),
          refund: (id, amount, key) => sale.refund(id, amount, key),
          refundState: () => sale.refundState(),
        },
      ];
    });
  });

/** Runs every outbox message not yet relayed with the given handlers, as the relay and a worker would. */
export async function drainOutbox(knex: Knex, handlers: JobHandlers): Promise<string[]> {
  const ran: string[] = [];
  for (;;) {
    const rows = (await knex('outbox').whereNull('relayed_at').orderBy('created_at')) as Array<{
      id: string;
      name: string;
      payload: unknown;
    }>;
    if (rows.length === 0) return ran;
    for (const row of rows) {
      await knex('outbox').where({ id: row.id }).update({ relayed_at: new Date() });
      const handler = handlers[row.name];
      if (handler) {
        await handler(typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload, row);
        ran.push(row.name);
      }
    }
  }
}

export const aLeader = (overrides: Partial<OrderLeader> = {}): OrderLeader => ({
  firstName: 'Eleni',
  lastName: 'Papadopoulou',
  email: 'eleni@example.com',
  phonePrefix: '+30',
  mobile: '6912345678',
  country: 'GR',
  sex: 'female',
  ...overrides,
});

/** A one-passenger leg on this trip with every detail the passenger form asks for. */
export function aFilledLeg(trip: Trip, passengers = 1): LegBooking {
  const leg = buildLeg(0, trip, { passengers, vehicles: 0, pets: 0 });
  return {
    ...leg,
    passengers: leg.passengers.map((passenger, index) => ({
      ...passenger,
      name: `Traveller${'ABCDEFGH'[index]}`,
      surname: 'Papadopoulou',
      sex: 'female',
      birthDate: '07/03/1985',
      nationality: 'GR',
      documentId: `AB12345${index}`,
    })),
  };
}

export const cardPayment = () => ({ ...newPaymentForm(), checked: true });

/**
 * "Pay and continue" as a traveller sends it: one visitor from an address of their own, by card, in English,
 * no coupon or invoice; a test names only what it is about.
 */
export function anOrder(
  order: Pick<PlaceOrderInput, 'legs' | 'expectedFinalPrice'> & Partial<PlaceOrderInput>,
): PlaceOrderInput {
  return {
    locale: 'en',
    leader: aLeader(),
    payment: cardPayment(),
    invoice: null,
    couponCode: '',
    userId: null,
    resellerUserId: null,
    clientIp: crypto.randomUUID(),
    ...order,
  };
}

/**
 * Sailings between two ports `daysAhead` of the test "today" (every system's, as a traveller's search); a
 * harness started on another day (CLOCK_START) names it as `today`.
 */
export async function tripsOn(
  ferry: ReturnType<typeof checkoutHarness>['ferry'],
  route: { from: string; to: string },
  daysAhead: number,
  today: Date = TEST_TODAY,
) {
  const query = updateSearchLeg(newSearchQuery(), 0, {
    departurePort: route.from,
    destinationPort: route.to,
    departureDate: testDay(daysAhead, today),
  });
  const found = await ferry.searchFares.execute({ query });
  return found.legs[0]!.trips;
}

/** Sailings Piraeus → Santorini some weeks ahead (several companies sail it every day of every season). */
export const piraeusSantoriniTrips = (
  ferry: ReturnType<typeof checkoutHarness>['ferry'],
  daysAhead = 30,
  today: Date = TEST_TODAY,
) => tripsOn(ferry, { from: 'PIR', to: 'JTR' }, daysAhead, today);

/** The first sailing from `fromDay` on (a week at most) with a garage, pets and, when asked, a whole cabin free. */
export function sailingForAFamily(
  ferry: ReturnType<typeof checkoutHarness>['ferry'],
  route: { from: string; to: string },
  fromDay: number,
  options: { wholeCabin: boolean; today?: Date },
): Promise<Trip> {
  const needed = `sailing ${route.from} → ${route.to} with a garage, pets${options.wholeCabin ? ' and a whole cabin' : ''}`;
  return firstThat(needed, daysFrom(fromDay, 7), async (day) =>
    (await tripsOn(ferry, route, day, options.today)).find(
      (trip) =>
        trip.garage &&
        trip.pets &&
        trip.petAvailability > 0 &&
        (!options.wholeCabin || trip.cabinAvailability.some((offer) => offer.wholeCabins >= 1)),
    ),
  );
}

/**
 * A sailing to book and then move, in any season. To a dearer one: the cheapest Blue Star Piraeus → Santorini
 * of the week from `fromDay` (Blue Star moves a sailing for a 5 € fee, so nearly any other costs more). To a
 * cheaper one: the dearest Minoan Piraeus → Heraklion of that week (Minoan moves for free, so any sailing
 * that costs no more gives money back, or nothing to pay).
 */
export async function sailingToMove(
  ferry: ReturnType<typeof checkoutHarness>['ferry'],
  fromDay: number,
  moveTo: 'dearer' | 'cheaper',
  today: Date = TEST_TODAY,
): Promise<Trip> {
  const [company, route] =
    moveTo === 'dearer' ? ['BSF', { from: 'PIR', to: 'JTR' }] : ['MIN', { from: 'PIR', to: 'HER' }];
  const week = [];
  for (const day of daysFrom(fromDay, 7)) {
    week.push(...(await tripsOn(ferry, route, day, today)).filter((trip) => trip.company.code === company));
  }
  const byFare = week.sort((a, b) => (lowestFare(a) ?? 0) - (lowestFare(b) ?? 0));
  const trip = moveTo === 'cheaper' ? byFare.at(-1) : byFare[0];
  if (!trip)
    throw new Error(`The simulated network has no ${company} sailing ${route.from} → ${route.to} that week`);
  return trip;
}

/**
 * A sailing within three weeks after the order's first leg that the leg can move to, as `access` sees it: one
 * that costs something more to move to ('dearer'), or one that gives money back ('cheaper'). Fares follow
 * each sailing's demand, so a cheaper one may be some days off.
 */
export function laterSailingToMoveTo(
  harness: ReturnType<typeof checkoutHarness>,
  order: Order,
  access: OrderAccess,
  price: 'dearer' | 'cheaper',
) {
  const departure = order.legs[0]!.booking.departureDatetime.slice(0, 10);
  return firstThat(`${price} sailing to move to within three weeks`, daysFrom(1, 21), async (days) => {
    const date = addDays(departure, days);
    const listed = await harness.services.listChangeSailings.execute({
      ...access,
      legIndex: 0,
      date,
    });
    if (!listed.ok) throw new Error(JSON.stringify(listed.error));
    return listed.value.find(
      (sailing) =>
        sailing.available > 0 &&
        (price === 'dearer' ? (sailing.quote?.total ?? 0) > 0 : (sailing.quote?.total ?? 1) <= 0),
    );
  });
}

/**
 * The first of `candidates` (tried in order, e.g. sailings day after day) that `pick` accepts; a test that
 * needs a kind of sailing asks for it by what it needs and, when the network has none, fails naming it.
 */
async function firstThat<T, R>(
  needed: string,
  candidates: Iterable<T>,
  pick: (candidate: T) => Promise<R | undefined> | R | undefined,
): Promise<R> {
  for (const candidate of candidates) {
    const found = await pick(candidate);
    if (found !== undefined) return found;
  }
  throw new Error(`The simulated network has no ${needed}`);
}

/** Day offsets from `first` on, for `firstThat`: the days a test may look through for its sailing. */
function* daysFrom(first: number, count = 14) {
  for (let day = first; day < first + count; day++) yield day;
}

/** Books, pays with the sandbox card and issues the tickets: an order as a traveller has it after /success. */
export async function ticketedOrder(
  knex: Knex,
  harness: ReturnType<typeof checkoutHarness>,
  trip: Trip,
  email: string,
  options: {
    couponCode?: string;
    invoice?: PlaceOrderInput['invoice'];
    locale?: PlaceOrderInput['locale'];
    leader?: Partial<OrderLeader>;
    laterTrips?: Trip[];
    /** The first passenger's assistance request, on every leg. */
    assistance?: Assistance;
  } = {},
) {
  const legs = [trip, ...(options.laterTrips ?? [])]
    .map((each) => aFilledLeg(each))
    .map((leg) => (options.assistance ? updatePassenger(leg, 0, { assistance: options.assistance }) : leg));
  const price = await harness.services.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
  if (!price.ok) throw new Error(JSON.stringify(price.error));
  const coupon = options.couponCode
    ? await harness.services.checkCoupon.execute({
        code: options.couponCode,
        email,
        basket: price.value.breakdown.subtotal,
      })
    : null;
  if (coupon && !coupon.ok) throw new Error(JSON.stringify(coupon.error));
  const breakdown = coupon
    ? cartBreakdown(price.value.breakdown.tripTotals, 'portPickup', coupon.value.discount)
    : price.value.breakdown;
  const placed = await harness.services.placeOrder.execute(
    anOrder({
      legs,
      leader: aLeader({ email, ...options.leader }),
      locale: options.locale ?? 'en',
      couponCode: options.couponCode ?? '',
      invoice: options.invoice ?? null,
      expectedFinalPrice: breakdown.finalPrice,
    }),
  );
  if (!placed.ok) throw new Error(JSON.stringify(placed.error));
  const { order, token } = placed.value;
  const redirect = await harness.services.startPayment.execute({ order });
  if (!redirect.ok) throw new Error(JSON.stringify(redirect.error));
  const back = new URL((await harness.sandbox.decide(redirect.value.url.split('/').pop()!, 'succeeded'))!);
  await harness.services.completePayment.execute({
    provider: 'sandbox',
    params: Object.fromEntries(back.searchParams),
  });
  await drainOutbox(knex, harness.jobHandlers);
  return { order: (await harness.orders.findById(order.id))!, token };
}
