import { ContainerModule } from 'inversify';
import { PostgresCompensationClaimRepository } from '#adapters/postgres/postgres-compensation-claim-repository.ts';
import { AdvanceClaims } from '#application/claims/advance-claims.ts';
import { FollowClaim } from '#application/claims/follow-claim.ts';
import { ReadOrderClaims } from '#application/claims/read-order-claims.ts';
import { SubmitClaim } from '#application/claims/submit-claim.ts';
import { ListPorts } from '#application/ferry/list-ports.ts';
import { RetrieveUpstreamClaim } from '#application/ferry/retrieve-upstream-claim.ts';
import { SubmitUpstreamClaim } from '#application/ferry/submit-upstream-claim.ts';
import { GetOrder } from '#application/orders/get-order.ts';
import type { Config } from '#config';
import { onKnex } from './binding-helpers.ts';
import { PARTS, PORTS } from './tokens.ts';

/** Compensation claims for late arrivals (decision 0070): their store, sending and following them. */
export const claimsModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind(PORTS.compensationClaims).toDynamicValue(onKnex(PostgresCompensationClaimRepository));
    bind(FollowClaim).toDynamicValue(
      (c) =>
        new FollowClaim({
          claims: c.get(PORTS.compensationClaims),
          submitUpstreamClaim: c.get(SubmitUpstreamClaim),
          retrieveUpstreamClaim: c.get(RetrieveUpstreamClaim),
          listPorts: c.get(ListPorts),
          emailRenderer: c.get(PORTS.emailRenderer),
          words: c.get(PORTS.messageWords),
          publicUrl: config.publicUrl,
          ids: c.get(PORTS.ids),
          clock: c.get(PORTS.clock),
        }),
    );
    bind(SubmitClaim).toDynamicValue(
      (c) =>
        new SubmitClaim({
          getOrder: c.get(GetOrder),
          claims: c.get(PORTS.compensationClaims),
          followClaim: c.get(FollowClaim),
          ids: c.get(PORTS.ids),
          clock: c.get(PORTS.clock),
        }),
    );
    bind(AdvanceClaims).toDynamicValue(
      (c) =>
        new AdvanceClaims({
          claims: c.get(PORTS.compensationClaims),
          orders: c.get(PORTS.orders),
          followClaim: c.get(FollowClaim),
          logger: c.get(PARTS.logger),
        }),
    );
    bind(ReadOrderClaims).toDynamicValue(
      (c) => new ReadOrderClaims({ getOrder: c.get(GetOrder), claims: c.get(PORTS.compensationClaims) }),
    );
  });
