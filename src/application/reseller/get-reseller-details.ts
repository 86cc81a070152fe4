import type { Cents } from '#domain/money/cents.ts';
import { availableCredit } from '#domain/reseller/available-credit.ts';
import { isBooknowUser } from '#domain/reseller/reseller-mode.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { ResellerRepository } from '../ports/reseller-repository.ts';

export interface ResellerDetails {
  userId: number;
  companyName: string;
  contactEmail: string;
  creditLimit: Cents;
  creditUsed: Cents;
  /** What the reseller can still book for; zero while the account is inactive. */
  availableCredit: Cents;
  active: boolean;
}

export interface ResellerNotFound {
  code: 'resellerNotFound';
  message: string;
}

/** Reseller details are fetched by user id (spec §6, booking API `reseller-details`). */
export class GetResellerDetails {
  readonly #resellers: ResellerRepository;

  constructor(deps: { resellers: ResellerRepository }) {
    this.#resellers = deps.resellers;
  }

  async execute(input: { userId: number }): Promise<Result<ResellerDetails, ResellerNotFound>> {
    const account = isBooknowUser(input.userId)
      ? await this.#resellers.findByUserId(input.userId)
      : undefined;
    if (!account)
      return err({ code: 'resellerNotFound', message: `no reseller with user id ${input.userId}` });
    return ok({ ...account, availableCredit: availableCredit(account) });
  }
}
