import { createIntl } from '@formatjs/intl';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wordChargeLines } from '#application/orders/charge-line-words.ts';
import { LOCALE_CODES } from '#domain/i18n/locales.ts';
import { chargeLines } from '#domain/pricing/charge-lines.ts';
import { orderAnswer } from '#domain/wire-contract/order-answers.ts';
import { moneyText } from '#web/app/booking/booking-text.ts';
import { shownChargeLines } from '#web/app/booking/charge-lines-list.tsx';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { pricedCarts } from '../../support/priced-cart-arbitrary.ts';
import { anOrder } from '../domain/support/order-builder.ts';

/** A formatter that fails the test on a missing or broken message instead of showing its key. */
const strictFormat = (locale: (typeof LOCALE_CODES)[number]) => {
  const intl = createIntl({
    locale,
    messages: MESSAGES[locale],
    onError: (error) => {
      throw error;
    },
  });
  return (id: string, values?: Record<string, string | number | Date>) => intl.formatMessage({ id }, values);
};

/** Reads back an amount written by `moneyText`, in cents. */
const centsOf = (text: string) => {
  const digits = text.replace(/[^\d]/g, '');
  const sign = /[-−]/.test(text) ? -1 : 1;
  return sign * Number(digits);
};

describe('an order’s lines in every view and language', () => {
  it('are worded from the catalogues and add up to the final price charged', () => {
    fc.assert(
      fc.property(pricedCarts, fc.constantFrom(...LOCALE_CODES), (cart, locale) => {
        const lines = chargeLines(cart.legs, cart.breakdown);
        const names = (legIndex: number, index: number) => {
          const passenger = cart.legs[legIndex]?.booking.passengers[index];
          return passenger ? `${passenger.name} ${passenger.surname}` : '';
        };
        const shown = shownChargeLines(lines, strictFormat(locale), (c) => moneyText(c, locale), names);
        expect(shown.every((line) => line.label !== '' && !line.label.includes('{'))).toBe(true);
        expect(shown.reduce((sum, line) => sum + centsOf(line.amount), 0)).toBe(cart.breakdown.finalPrice);
        const worded = wordChargeLines(lines, strictFormat(locale), names);
        expect(worded.reduce((sum, line) => sum + line.amount, 0)).toBe(cart.breakdown.finalPrice);
        const cabins = worded.filter((_, position) => lines[position]!.kind === 'wholeCabin');
        expect(cabins.every((line) => line.detail !== null)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('are the booking API answer’s lines, worded, with the final price as their sum', () => {
    fc.assert(
      fc.property(pricedCarts, fc.constantFrom(...LOCALE_CODES), (cart, locale) => {
        const order = anOrder({
          locale,
          breakdown: cart.breakdown,
          chargeLines: chargeLines(cart.legs, cart.breakdown),
        });
        const answer = orderAnswer(order, {
          documents: true,
          ledger: null,
          describeLines: (lines) =>
            wordChargeLines(lines, strictFormat(locale)).map(({ label, detail }) => ({
              description: label,
              detail,
            })),
        });
        expect(answer.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(answer.breakdown.finalPrice);
      }),
    );
  });
});
