import type { Cents } from '../money/cents.ts';

/**
 * What a reseller can still book for: the limit less what is used, never below zero (a limit lowered
 * below the amount already used leaves nothing), and nothing at all while the account is inactive.
 */
export function availableCredit(account: { creditLimit: Cents; creditUsed: Cents; active: boolean }): Cents {
  return account.active ? Math.max(0, account.creditLimit - account.creditUsed) : 0;
}
