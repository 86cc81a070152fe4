import { describe, expect, it } from 'vitest';
import {
  canMoveChange,
  changeChargeLines,
  isOpenChange,
  needsPayment,
  ORDER_CHANGE_STATUSES,
} from '#domain/orders/order-change.ts';

describe('the change machine (decision 0068)', () => {
  it('goes held → paid → ticketed → done, skips paying when nothing is owed, and never leaves an end', () => {
    expect(canMoveChange('held', 'paid')).toBe(true);
    expect(canMoveChange('paid', 'ticketed')).toBe(true);
    expect(canMoveChange('held', 'ticketed')).toBe(true);
    expect(canMoveChange('ticketed', 'done')).toBe(true);
    expect(canMoveChange('paid', 'expired')).toBe(false);
    expect(canMoveChange('ticketed', 'failed')).toBe(false);
    for (const end of ['done', 'failed', 'expired'] as const)
      for (const next of ORDER_CHANGE_STATUSES) expect(canMoveChange(end, next)).toBe(false);
  });

  it('keeps a leg busy until its change is done, failed or expired', () => {
    expect(ORDER_CHANGE_STATUSES.filter(isOpenChange)).toEqual(['quoted', 'held', 'paid', 'ticketed']);
  });

  it('asks for payment only when the change costs something', () => {
    expect(needsPayment({ total: 1250 })).toBe(true);
    expect(needsPayment({ total: 0 })).toBe(false);
    expect(needsPayment({ total: -800 })).toBe(false);
  });
});

describe("a change's lines in the order's record of money", () => {
  it('are the fare difference and the fee on the leg, adding up to the total, money back negative', () => {
    const lines = changeChargeLines(1, { fareDifference: -800, fee: 500 }, 'CHG1');
    expect(lines.map(({ kind, legIndex, amount }) => ({ kind, legIndex, amount }))).toEqual([
      { kind: 'changeFare', legIndex: 1, amount: -800 },
      { kind: 'changeFee', legIndex: 1, amount: 500 },
    ]);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(-300);
  });

  it('are none for a free correction, and only the fee for a paid one', () => {
    expect(changeChargeLines(0, { fareDifference: 0, fee: 0 }, 'CHG2')).toEqual([]);
    expect(changeChargeLines(0, { fareDifference: 0, fee: 1000 }, 'CHG3').map((line) => line.kind)).toEqual([
      'changeFee',
    ]);
  });
});
