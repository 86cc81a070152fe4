import { describe, expect, it } from 'vitest';
import { ASSISTANCE_NOTE_MAX_LENGTH, asksForAssistance, toggleNeed } from '#domain/booking/assistance.ts';
import { assistanceSchema } from '#domain/validation/assistance-schema.ts';
import { legRequestsSchema } from '#domain/validation/leg-request-schema.ts';
import { validateWith } from '#domain/validation/validate.ts';
import { fieldKeys } from './field-keys.ts';

const checked = (assistance: unknown) => validateWith(assistanceSchema, assistance, 'invalidForm');
const aLeg = (assistance?: unknown) => [
  {
    agentName: 'attica-direct',
    tripId: 'BSF1-O-20270715-0725-PIR-JTR',
    passengers: [{ accommodationType: 'DECK', ...(assistance === undefined ? {} : { assistance }) }],
  },
];

describe('a passenger’s assistance request (decision 0086)', () => {
  it('takes the known needs and a note, trimmed', () => {
    const result = checked({ needs: ['wheelchair', 'assistanceDog'], note: '  folding chair ' });
    expect(result).toEqual({
      ok: true,
      value: { needs: ['wheelchair', 'assistanceDog'], note: 'folding chair' },
    });
  });

  it('refuses an unknown need, the same need twice and a note longer than a remarks field', () => {
    expect(fieldKeys(checked({ needs: ['jetpack'], note: '' }))).toEqual({ 'needs[0]': 'invalidChoice' });
    expect(fieldKeys(checked({ needs: ['wheelchair', 'wheelchair'], note: '' }))).toEqual({
      needs: 'invalidChoice',
    });
    expect(fieldKeys(checked({ needs: [], note: 'x'.repeat(ASSISTANCE_NOTE_MAX_LENGTH + 1) }))).toEqual({
      note: 'textTooLong',
    });
    expect(checked({ needs: [], note: 'x'.repeat(ASSISTANCE_NOTE_MAX_LENGTH) }).ok).toBe(true);
  });

  it('is no request when a leg request leaves it out', () => {
    const result = validateWith(legRequestsSchema, aLeg(), 'invalidForm');
    expect(result.ok && result.value[0]!.passengers[0]!.assistance).toEqual({ needs: [], note: '' });
    expect(fieldKeys(validateWith(legRequestsSchema, aLeg({ needs: ['fly'] }), 'invalidForm'))).toEqual({
      '[0].passengers[0].assistance.needs[0]': 'invalidChoice',
    });
  });

  it('asks for something only with a need ticked or a note written', () => {
    expect(asksForAssistance(undefined)).toBe(false);
    expect(asksForAssistance({ needs: [], note: '   ' })).toBe(false);
    expect(asksForAssistance({ needs: [], note: 'guide needed at the gangway' })).toBe(true);
    expect(asksForAssistance({ needs: ['deafOrHardOfHearing'], note: '' })).toBe(true);
  });

  it('keeps the needs in their listed order whatever order they are ticked in', () => {
    const none = { needs: [], note: 'n' };
    const ticked = toggleNeed(toggleNeed(none, 'accessibleCabin', true), 'wheelchair', true);
    expect(ticked).toEqual({ needs: ['wheelchair', 'accessibleCabin'], note: 'n' });
    expect(toggleNeed(ticked, 'wheelchair', false)).toEqual({ needs: ['accessibleCabin'], note: 'n' });
  });
});
