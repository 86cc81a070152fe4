import type { Cents } from '#domain/money/cents.ts';

/** A reseller account (spec §6): who books for customers through /booknow against a credit limit. */
export interface ResellerAccount {
  userId: number;
  companyName: string;
  contactEmail: string;
  creditLimit: Cents;
  creditUsed: Cents;
  active: boolean;
}

export interface ResellerRepository {
  findByUserId(userId: number): Promise<ResellerAccount | undefined>;
}
