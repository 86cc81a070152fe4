import { type Bind, ContainerModule } from 'inversify';
import { InMemoryContentCache } from '#adapters/in-memory/in-memory-content-cache.ts';
import { PostgresDisruptionDesk } from '#adapters/postgres/disruptions/postgres-disruption-desk.ts';
import { PostgresDisruptionRepository } from '#adapters/postgres/disruptions/postgres-disruption-repository.ts';
import { PostgresSmsLog } from '#adapters/postgres/postgres-sms-log.ts';
import { RedisContentCache } from '#adapters/redis/redis-content-cache.ts';
import { SmsFileSender } from '#adapters/sms/sms-file-sender.ts';
import { TwilioSmsSender } from '#adapters/sms/twilio-sms-sender.ts';
import { FollowClaim } from '#application/claims/follow-claim.ts';
import { SubmitClaim } from '#application/claims/submit-claim.ts';
import { ActForTraveller } from '#application/disruptions/act-for-traveller.ts';
import { ClaimDisruptionCompensation } from '#application/disruptions/claim-disruption-compensation.ts';
import { DisruptSailing } from '#application/disruptions/disrupt-sailing.ts';
import { FollowDisruptions } from '#application/disruptions/follow-disruptions.ts';
import { ListOrderDisruptions } from '#application/disruptions/list-order-disruptions.ts';
import { ListPublicDisruptions } from '#application/disruptions/list-public-disruptions.ts';
import { ListTripDisruptions } from '#application/disruptions/list-trip-disruptions.ts';
import { ReadDisruptionDesk } from '#application/disruptions/read-disruption-desk.ts';
import {
  DISRUPTION_JOBS,
  sendDisruptionEmailHandler,
  sendDisruptionSmsHandler,
} from '#application/disruptions/send-disruption-notice-job.ts';
import { TakeDisruptionRefund } from '#application/disruptions/take-disruption-refund.ts';
import { CauseDisruption } from '#application/ferry/cause-disruption.ts';
import { GetSailingStatus } from '#application/ferry/get-sailing-status.ts';
import { ListDisruptions } from '#application/ferry/list-disruptions.ts';
import { ListPorts } from '#application/ferry/list-ports.ts';
import { CancelOrderLeg } from '#application/orders/cancel-order-leg.ts';
import { GetOrder } from '#application/orders/get-order.ts';
import { QuoteLegCancellation } from '#application/orders/quote-leg-cancellation.ts';
import type { Config } from '#config';
import { onDatabase, onKnex } from './binding-helpers.ts';
import { bindReconciliation } from './reconciliation-bindings.ts';
import { PARTS, PORTS } from './tokens.ts';

/** How long Kyma waits for the SMS provider to accept a message. */
const SMS_TIMEOUT_MS = 10_000;
/**
 * How long the results' marks are kept: the follower's minute. A recorded event invalidates them at once
 * where the cache is shared (Redis) or the process is its own worker; processes on one PostgreSQL without
 * Redis each keep their own and see a new mark within this.
 */
const TRIP_MARKS_TTL_MS = 60_000;

/**
 * Disruptions of sailings (issue #26, decision 0069): their record, the follower that finds the orders
 * they touch, and the notices by e-mail and text message (Twilio per SMS_PROVIDER, files under DATA_DIR/sms).
 */
export const disruptionsModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    const { sms } = config;
    bind(PORTS.disruptions).toDynamicValue(onDatabase(PostgresDisruptionRepository));
    bind(PORTS.smsLog).toDynamicValue(onKnex(PostgresSmsLog));
    bind(PORTS.smsSender).toDynamicValue((c) =>
      sms.provider === 'twilio'
        ? new TwilioSmsSender({
            baseUrl: sms.url,
            accountSid: sms.accountSid,
            authToken: sms.authToken,
            from: sms.from,
            timeoutMs: SMS_TIMEOUT_MS,
          })
        : new SmsFileSender({ dir: `${config.dataDir}/sms`, logger: c.get(PARTS.logger) }),
    );
    bindTripMarks(bind, config);
    bind(FollowDisruptions).toDynamicValue(
      (c) =>
        new FollowDisruptions({
          listDisruptions: c.get(ListDisruptions),
          sailingStatus: c.get(GetSailingStatus),
          disruptions: c.get(PORTS.disruptions),
          marks: c.get(PORTS.tripMarksCache),
          ids: c.get(PORTS.ids),
          clock: c.get(PORTS.clock),
        }),
    );
    bind(ListPublicDisruptions).toDynamicValue(
      (c) => new ListPublicDisruptions({ disruptions: c.get(PORTS.disruptions), clock: c.get(PORTS.clock) }),
    );
    bind(ListOrderDisruptions).toDynamicValue(
      (c) => new ListOrderDisruptions({ disruptions: c.get(PORTS.disruptions), orders: c.get(PORTS.orders) }),
    );
    bind(DisruptSailing).toDynamicValue(
      (c) =>
        new DisruptSailing({
          orders: c.get(PORTS.orders),
          causeDisruption: c.get(CauseDisruption),
          follow: c.get(FollowDisruptions),
          audit: c.get(PORTS.auditLog),
          clock: c.get(PORTS.clock),
        }),
    );
    bindChoices(bind);
    bindReconciliation(bind, config);
    bind(PARTS.jobHandlers).toDynamicValue((c) => {
      const deps = {
        orders: c.get(PORTS.orders),
        disruptions: c.get(PORTS.disruptions),
        listPorts: c.get(ListPorts),
        words: c.get(PORTS.messageWords),
        mailer: c.get(PORTS.mailer),
        emailLog: c.get(PORTS.emailLog),
        emailRenderer: c.get(PORTS.emailRenderer),
        sms: c.get(PORTS.smsSender),
        smsLog: c.get(PORTS.smsLog),
        signIns: c.get(PORTS.addressSignIns),
        secrets: c.get(PORTS.secretTokens),
        ids: c.get(PORTS.ids),
        publicUrl: config.publicUrl,
        clock: c.get(PORTS.clock),
      };
      return {
        [DISRUPTION_JOBS.email]: sendDisruptionEmailHandler(deps),
        [DISRUPTION_JOBS.sms]: sendDisruptionSmsHandler(deps),
      };
    });
  });

/** The results' disruption marks and their cache (decision 0092, part 3). */
function bindTripMarks(bind: Bind, config: Config): void {
  bind(PORTS.tripMarksCache).toDynamicValue((c) =>
    config.redisUrl
      ? new RedisContentCache({
          redis: c.get(PARTS.redis),
          ttlMs: TRIP_MARKS_TTL_MS,
          prefix: 'kyma:trip-marks:',
        })
      : new InMemoryContentCache({ ttlMs: TRIP_MARKS_TTL_MS, maxEntries: 1000 }),
  );
  bind(ListTripDisruptions).toDynamicValue(
    (c) =>
      new ListTripDisruptions({
        disruptions: c.get(PORTS.disruptions),
        marks: c.get(PORTS.tripMarksCache),
      }),
  );
}

/** The travellers' choices beside a disruption and the desk where staff follow them (decision 0076). */
function bindChoices(bind: Bind): void {
  bind(PORTS.disruptionDesk).toDynamicValue(onDatabase(PostgresDisruptionDesk));
  bind(TakeDisruptionRefund).toDynamicValue(
    (c) =>
      new TakeDisruptionRefund({
        getOrder: c.get(GetOrder),
        disruptions: c.get(PORTS.disruptions),
        cancelOrderLeg: c.get(CancelOrderLeg),
        clock: c.get(PORTS.clock),
      }),
  );
  bind(ClaimDisruptionCompensation).toDynamicValue(
    (c) =>
      new ClaimDisruptionCompensation({
        getOrder: c.get(GetOrder),
        listOrderDisruptions: c.get(ListOrderDisruptions),
        submitClaim: c.get(SubmitClaim),
      }),
  );
  bind(ReadDisruptionDesk).toDynamicValue(
    (c) =>
      new ReadDisruptionDesk({
        desk: c.get(PORTS.disruptionDesk),
        claims: c.get(PORTS.compensationClaims),
        reconciliations: c.get(PORTS.reconciliations),
        clock: c.get(PORTS.clock),
      }),
  );
  bind(ActForTraveller).toDynamicValue(
    (c) =>
      new ActForTraveller({
        orders: c.get(PORTS.orders),
        quote: c.get(QuoteLegCancellation),
        takeRefund: c.get(TakeDisruptionRefund),
        claims: c.get(PORTS.compensationClaims),
        followClaim: c.get(FollowClaim),
        claimDisruption: c.get(ClaimDisruptionCompensation),
        audit: c.get(PORTS.auditLog),
        clock: c.get(PORTS.clock),
      }),
  );
}
