import { type Bind, ContainerModule } from 'inversify';
import { FileShipEmissions } from '#adapters/co2/file-ship-emissions.ts';
import { FerryGatewayInventory } from '#adapters/ferry-gateway/ferry-gateway-inventory.ts';
import { HttpFerryInventory } from '#adapters/ferry-upstream/http/http-ferry-inventory.ts';
import {
  createSimulatedNetwork,
  parseBehaviours,
} from '#adapters/ferry-upstream/simulated/simulated-network.ts';
import { InMemoryIdempotencyStore } from '#adapters/in-memory/in-memory-idempotency-store.ts';
import { InMemorySearchCache } from '#adapters/in-memory/in-memory-search-cache.ts';
import { LiknossFerryInventory } from '#adapters/liknoss/liknoss-ferry-inventory.ts';
import { PostgresResellerRepository } from '#adapters/postgres/postgres-reseller-repository.ts';
import { RedisIdempotencyStore } from '#adapters/redis/redis-idempotency-store.ts';
import { RedisSearchCache } from '#adapters/redis/redis-search-cache.ts';
import { Authenticate } from '#application/auth/authenticate.ts';
import { AuthorizeAgent } from '#application/ferry/authorize-agent.ts';
import { CancelBooking } from '#application/ferry/cancel-booking.ts';
import { CancelBookingLeg } from '#application/ferry/cancel-booking-leg.ts';
import { CauseDisruption } from '#application/ferry/cause-disruption.ts';
import { ConfirmBookingChange } from '#application/ferry/confirm-booking-change.ts';
import { FailBooking } from '#application/ferry/fail-booking.ts';
import { FerryNetwork } from '#application/ferry/ferry-network.ts';
import { FinalizeBooking } from '#application/ferry/finalize-booking.ts';
import { GetCompanyDetails } from '#application/ferry/get-company-details.ts';
import { GetSailingStatus } from '#application/ferry/get-sailing-status.ts';
import { GetVoucher } from '#application/ferry/get-voucher.ts';
import { HoldBooking } from '#application/ferry/hold-booking.ts';
import { HoldBookingChange } from '#application/ferry/hold-booking-change.ts';
import { InsertBooking } from '#application/ferry/insert-booking.ts';
import { LimitBookingLookups } from '#application/ferry/limit-booking-lookups.ts';
import { ListCountries } from '#application/ferry/list-countries.ts';
import { ListDepartureDates } from '#application/ferry/list-departure-dates.ts';
import { ListDestinations } from '#application/ferry/list-destinations.ts';
import { ListDisruptions } from '#application/ferry/list-disruptions.ts';
import { ListOrigins } from '#application/ferry/list-origins.ts';
import { ListPorts } from '#application/ferry/list-ports.ts';
import { PriceTrips } from '#application/ferry/price-trips.ts';
import { QuoteBookingChange } from '#application/ferry/quote-booking-change.ts';
import { ReleaseBookingChange } from '#application/ferry/release-booking-change.ts';
import { RetrieveBooking } from '#application/ferry/retrieve-booking.ts';
import { RetrieveUpstreamClaim } from '#application/ferry/retrieve-upstream-claim.ts';
import { RunIdempotently } from '#application/ferry/run-idempotently.ts';
import { SubmitUpstreamClaim } from '#application/ferry/submit-upstream-claim.ts';
import { UpstreamAnswerCache } from '#application/ferry/upstream-answer-cache.ts';
import { ValidateLoyaltyCard } from '#application/ferry/validate-loyalty-card.ts';
import { ValidateResident } from '#application/ferry/validate-resident.ts';
import type { Clock } from '#application/ports/clock.ts';
import { GetResellerDetails } from '#application/reseller/get-reseller-details.ts';
import { SearchConnections } from '#application/search/search-connections.ts';
import { SearchFares } from '#application/search/search-fares.ts';
import { SearchTrips } from '#application/search/search-trips.ts';
import type { Config } from '#config';
import { bindEachTo, onDatabase } from './binding-helpers.ts';
import { PARTS, PORTS } from './tokens.ts';

/** How long the booking API remembers an Idempotency-Key's answer. */
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** The ferry upstreams (simulated per FERRY_UPSTREAMS, HTTP per FERRY_HTTP_UPSTREAMS) and their use cases. */
export const ferryModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind(PARTS.simulatedNetwork).toDynamicValue((c) => {
      const faults = parseBehaviours(config.ferryUpstreamFaults);
      return createSimulatedNetwork({
        knex: c.get(PARTS.database),
        clock: c.get(PORTS.clock),
        holdMinutes: config.ferryHoldMinutes,
        systems: config.ferryUpstreams,
        behaviour: { latencyMs: config.ferryUpstreamLatencyMs, ...faults['*'] },
        behaviours: faults,
      });
    });
    bind(PORTS.ferryUpstreams).toDynamicValue((c) => {
      const overHttp = config.ferryHttpUpstreams.map(
        (upstream) =>
          new HttpFerryInventory({
            name: upstream.name,
            baseUrl: upstream.baseUrl,
            token: upstream.token,
            ...httpTermsOf(config),
          }),
      );
      return [
        ...c.get(PARTS.simulatedNetwork).upstreams,
        ...overHttp,
        ...liknossOf(config, c.get(PORTS.clock)),
        ...ferryGatewayOf(config, c.get(PORTS.clock)),
      ];
    });
    bind(PORTS.searchCache).toDynamicValue((c) =>
      config.redisUrl ? new RedisSearchCache({ redis: c.get(PARTS.redis) }) : new InMemorySearchCache(),
    );
    bind(PORTS.idempotency).toDynamicValue((c) =>
      config.redisUrl
        ? new RedisIdempotencyStore({ redis: c.get(PARTS.redis) })
        : new InMemoryIdempotencyStore(),
    );
    bind(PORTS.resellers).toDynamicValue(onDatabase(PostgresResellerRepository));
    bind(PORTS.shipEmissions).toDynamicValue(() => new FileShipEmissions());

    bindFerryUseCases(bind, config);
  });

/** Every system reached over HTTP shares the same deadline, retries (reads only) and circuit breaker. */
function httpTermsOf(config: Config) {
  return {
    attemptTimeoutMs: config.ferryHttpAttemptTimeoutMs,
    retries: config.ferryHttpRetries,
    backoffMs: 100,
    breakerThreshold: config.ferryHttpBreakerThreshold,
    breakerCoolDownMs: config.ferryHttpBreakerCoolDownMs,
  };
}

/** The agency's Liknoss account, when configured, with the HTTP upstreams' deadlines and breaker. */
function liknossOf(config: Config, clock: Clock): LiknossFerryInventory[] {
  if (!config.liknoss) return [];
  const { url, ...credentials } = config.liknoss;
  return [
    new LiknossFerryInventory({
      name: 'liknoss',
      baseUrl: url,
      credentials,
      ...httpTermsOf(config),
      // An option's deadline is read on the application's clock, as every other deadline.
      now: () => clock.now().getTime(),
    }),
  ];
}

/** The FerryGateway system (FERRY_GATEWAY_URL), with the HTTP upstreams' deadlines, retries and breaker. */
function ferryGatewayOf(config: Config, clock: Clock): FerryGatewayInventory[] {
  if (!config.ferryGateway) return [];
  return [
    new FerryGatewayInventory({
      name: 'ferrygateway',
      ...config.ferryGateway,
      ...httpTermsOf(config),
      now: () => clock.now().getTime(),
    }),
  ];
}

/** Every ferry use case over one `FerryNetwork`; searches also over the cache of upstream answers. */
function bindFerryUseCases(bind: Bind, config: Config) {
  bind(FerryNetwork).toDynamicValue(
    (c) =>
      new FerryNetwork({
        upstreams: c.get(PORTS.ferryUpstreams),
        timeoutMs: config.ferryUpstreamTimeoutMs,
      }),
  );
  bind(UpstreamAnswerCache).toDynamicValue(
    (c) =>
      new UpstreamAnswerCache({
        cache: c.get(PORTS.searchCache),
        ttlMs: config.ferrySearchCacheTtlMs,
        logger: c.get(PARTS.logger),
      }),
  );
  bindEachTo(
    bind,
    [
      ListPorts,
      ListCountries,
      ListDestinations,
      ListOrigins,
      PriceTrips,
      HoldBooking,
      InsertBooking,
      FinalizeBooking,
      FailBooking,
      RetrieveBooking,
      CancelBooking,
      QuoteBookingChange,
      HoldBookingChange,
      ConfirmBookingChange,
      ReleaseBookingChange,
      CancelBookingLeg,
      GetVoucher,
      ValidateLoyaltyCard,
      ValidateResident,
      GetCompanyDetails,
      SubmitUpstreamClaim,
      RetrieveUpstreamClaim,
      ListDisruptions,
      GetSailingStatus,
      CauseDisruption,
    ],
    (c) => ({ network: c.get(FerryNetwork) }),
  );
  bind(ListDepartureDates).toDynamicValue(
    (c) =>
      new ListDepartureDates({
        network: c.get(FerryNetwork),
        answers: c.get(UpstreamAnswerCache),
        clock: c.get(PORTS.clock),
      }),
  );
  bind(SearchFares).toDynamicValue(
    (c) =>
      new SearchFares({
        network: c.get(FerryNetwork),
        answers: c.get(UpstreamAnswerCache),
        listPorts: c.get(ListPorts),
        shipEmissions: c.get(PORTS.shipEmissions),
      }),
  );
  bind(SearchConnections).toDynamicValue((c) => new SearchConnections({ searchFares: c.get(SearchFares) }));
  bind(SearchTrips).toDynamicValue(
    (c) => new SearchTrips({ searchFares: c.get(SearchFares), searchConnections: c.get(SearchConnections) }),
  );
  bind(RunIdempotently).toDynamicValue(
    (c) => new RunIdempotently({ store: c.get(PORTS.idempotency), ttlMs: IDEMPOTENCY_TTL_MS }),
  );
  bind(GetResellerDetails).toDynamicValue(
    (c) => new GetResellerDetails({ resellers: c.get(PORTS.resellers) }),
  );
  bind(LimitBookingLookups).toDynamicValue(
    (c) => new LimitBookingLookups({ limiter: c.get(PORTS.rateLimiter) }),
  );
  bind(AuthorizeAgent).toDynamicValue((c) => new AuthorizeAgent({ authenticate: c.get(Authenticate) }));
}
