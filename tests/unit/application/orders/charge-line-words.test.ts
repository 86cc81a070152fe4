import { describe, expect, it } from 'vitest';
import { wordChargeLines } from '#application/orders/charge-line-words.ts';
import type { ChargeLine } from '#domain/pricing/charge-lines.ts';
import { messageWords } from '#web/app/i18n/message-words.server.ts';

const line = (fields: Partial<ChargeLine> & Pick<ChargeLine, 'kind' | 'code'>): ChargeLine => ({
  legIndex: 0,
  index: 0,
  accommodation: null,
  accommodationName: null,
  occupants: [],
  fare: 1_000,
  discount: 0,
  amount: 1_000,
  ...fields,
});

const names = ['Katrin Meyer', 'Jonas Meyer', ''];
const words = (lines: ChargeLine[], locale: 'de' | 'en' = 'de') =>
  wordChargeLines(lines, messageWords(locale), (_, index) => names[index] ?? '');

describe('an order’s lines in words', () => {
  it('names a whole cabin once, translated, with its occupants (a nameless one by number)', () => {
    const [cabin] = words([
      line({
        kind: 'wholeCabin',
        code: 'CABIN:B4',
        accommodation: 'B4',
        occupants: [0, 1, 2],
        amount: 28_810,
      }),
    ]);
    expect(cabin).toMatchObject({
      label: 'Ganze Kabine · Innenkabine, 4 Betten',
      detail: 'Für Katrin Meyer, Jonas Meyer, Passagier 3',
      amount: 28_810,
    });
  });

  it('translates the codes it knows and shows the company’s name or the raw code for the others', () => {
    const worded = words([
      line({ kind: 'passenger', code: 'CH', accommodation: 'DECK', accommodationName: 'Deck' }),
      line({ kind: 'passenger', index: 1, code: 'AD', accommodation: 'S9', accommodationName: 'Sky lounge' }),
      line({ kind: 'vehicle', code: 'CAR' }),
      line({ kind: 'vehicle', index: 1, code: 'TRUCK' }),
      line({ kind: 'trailer', code: 'CARAVAN' }),
      line({ kind: 'pet', code: 'SMALL' }),
      line({ kind: 'service', code: 'MEAL' }),
      line({ kind: 'couponDiscount', legIndex: null, code: 'COUPON', fare: 0, discount: 500, amount: -500 }),
    ]).map((worded) => worded.label);
    expect(worded).toEqual([
      'Passagier 1 · Kind (5–11) · Deck',
      'Passagier 2 · Erwachsene(r) · Sky lounge',
      'Fahrzeug 1 · Auto',
      'Fahrzeug 2 · TRUCK',
      'Anhänger 1 · Wohnwagen',
      'Haustier 1 · Katze oder kleiner Hund (bis 10 kg)',
      'Leistungen an Bord · MEAL',
      'Rabatt',
    ]);
  });
});
