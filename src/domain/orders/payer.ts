/**
 * Who paid for an order, as its traveller is told (decision 0055): by card, or the agency that booked it on
 * its credit limit (its name as the reseller account has it; null when the account is gone).
 */
export type Payer = { kind: 'card' } | { kind: 'agency'; name: string | null; email: string | null };
