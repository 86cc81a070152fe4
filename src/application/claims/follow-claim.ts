import type { Order } from '#domain/orders/order.ts';
import { careAsked } from '#domain/passenger-rights/care-claim.ts';
import { type CompensationClaim, newSteps } from '#domain/passenger-rights/compensation-claim.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import { claimStepEmail } from '../email/claim-step-email.ts';
import { emailMessage } from '../email/send-email-job.ts';
import { toLeadTraveller } from '../email/send-logged-email.ts';
import type { FerryError } from '../ferry/ferry-network.ts';
import type { ListPorts } from '../ferry/list-ports.ts';
import type { RetrieveUpstreamClaim } from '../ferry/retrieve-upstream-claim.ts';
import type { SubmitUpstreamClaim } from '../ferry/submit-upstream-claim.ts';
import { orderDetailsUrl } from '../orders/order-details-url.ts';
import type { Clock } from '../ports/clock.ts';
import type { CompensationClaimRepository } from '../ports/compensation-claim-repository.ts';
import type { EmailRenderer } from '../ports/email-renderer.ts';
import type { UpstreamClaim } from '../ports/ferry-claims.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { MessageWords } from '../ports/message-words.ts';

export interface FollowClaimDeps {
  claims: CompensationClaimRepository;
  submitUpstreamClaim: SubmitUpstreamClaim;
  retrieveUpstreamClaim: RetrieveUpstreamClaim;
  /** The ports' names in the traveller's language, for the e-mails. */
  listPorts: ListPorts;
  emailRenderer: EmailRenderer;
  words: MessageWords;
  /** Kyma's public address, for the e-mails' link to the booking. */
  publicUrl: string;
  ids: IdGenerator;
  clock: Clock;
}

/**
 * One look at a claim with its company: sends it if the company has not taken it yet (the claim key makes a
 * resend answer the first), else asks where it stands; records the steps newly taken with one e-mail each to
 * the lead traveller, in one transaction (decision 0070). Answers the claim as it now stands.
 */
export class FollowClaim {
  readonly #deps: FollowClaimDeps;
  constructor(deps: FollowClaimDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    claim: CompensationClaim;
    order: Order;
  }): Promise<Result<CompensationClaim, FerryError>> {
    const { claim, order } = input;
    const answer = await this.#ask(claim);
    if (!answer.ok) return answer;
    const fresh = newSteps(claim.steps, answer.value.steps);
    if (fresh.length === 0 && claim.claimCode) return ok(claim);
    const now = this.#deps.clock.now();
    const names = await this.#portNames(order);
    const route = { from: names.get(claim.from) ?? claim.from, to: names.get(claim.to) ?? claim.to };
    const told = fresh.map((entry) =>
      emailMessage(this.#deps.ids.next(), now, {
        ...this.#deps.emailRenderer.render(
          claimStepEmail(
            {
              locale: order.locale,
              reference: order.reference,
              claim: { ...claim, ...route },
              step: entry.step,
              manageUrl: orderDetailsUrl(this.#deps.publicUrl, order),
            },
            this.#deps.words(order.locale),
          ),
        ),
        ...toLeadTraveller(order, `claim.${entry.step}`),
      }),
    );
    const recorded = {
      claimCode: answer.value.claimCode,
      progress: answer.value.step,
      steps: answer.value.steps,
    };
    await this.#deps.claims.record(claim.id, claim.steps.length, recorded, now, told);
    return ok((await this.#deps.claims.find(claim.id)) ?? claim);
  }

  async #portNames(order: Order): Promise<Map<string, string>> {
    const ports = await this.#deps.listPorts.execute({ lang: order.locale });
    return new Map(ports.ok ? ports.value.map((port) => [port.code, port.name]) : []);
  }

  #ask(claim: CompensationClaim): Promise<Result<UpstreamClaim, FerryError>> {
    if (claim.claimCode)
      return this.#deps.retrieveUpstreamClaim.execute({
        claimCode: claim.claimCode,
        agentName: claim.agentName,
      });
    return this.#deps.submitUpstreamClaim.execute({
      agentName: claim.agentName,
      claimKey: claim.claimKey,
      orderCode: claim.upstreamOrderCode,
      tripId: claim.tripId,
      claimant: claim.claimant,
      ticketNumbers: claim.ticketNumbers,
      amount: claim.amount,
      ...(claim.kind === 'care'
        ? { kind: 'care', care: careAsked(claim.care) }
        : { kind: 'compensation', arrivalDelayMinutes: claim.arrivalDelayMinutes, percent: claim.percent }),
    });
  }
}
