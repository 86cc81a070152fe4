import type { Cents } from './cents.ts';

/**
 * Splits an amount into shares proportional to the weights, in whole cents that add up to the amount
 * exactly (largest remainder; ties go to the earlier share). Zero weights all round share equally, so
 * a free order still allocates its fees.
 */
export function allocate(amount: Cents, weights: readonly Cents[]): Cents[] {
  if (weights.length === 0) return [];
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const basis = total === 0 ? weights.map(() => 1) : weights;
  const basisTotal = total === 0 ? weights.length : total;
  const shares = basis.map((weight) => Math.floor((amount * weight) / basisTotal));
  const left = amount - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = basis
    .map((weight, index) => ({ index, remainder: (amount * weight) % basisTotal }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, left)) shares[index]! += 1;
  return shares;
}
