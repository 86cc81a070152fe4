import { describe, expect, it } from 'vitest';
import { typeAfterCorrection, typeOfAge } from '#domain/booking/passenger-age.ts';

const TRAVEL = '2027-07-15';

describe('the type a corrected passenger travels as (issue #49)', () => {
  it('is the band a birth date gives on its own: infant, child, adult, senior', () => {
    expect([0, 4, 5, 10, 11, 64, 65].map((age) => typeOfAge(age))).toEqual([
      'IN',
      'IN',
      'CH',
      'CH',
      'AD',
      'AD',
      'SE',
    ]);
  });

  it('makes an infant corrected to a 1985 birth date an adult, and a child corrected to a baby an infant', () => {
    const infant = { passengerType: 'IN' as const, birthDate: '15/06/2025' };
    expect(typeAfterCorrection(infant, { birthDate: '07/03/1985' }, TRAVEL)).toEqual({
      ok: true,
      value: 'AD',
    });
    expect(typeAfterCorrection(infant, { birthDate: '07/03/1950' }, TRAVEL)).toEqual({
      ok: true,
      value: 'SE',
    });
    const child = { passengerType: 'CH' as const, birthDate: '15/06/2019' };
    expect(typeAfterCorrection(child, { birthDate: '16/07/2022' }, TRAVEL)).toEqual({
      ok: true,
      value: 'IN',
    });
    // Five on the day of travel: a child's fare, however close the birthday.
    expect(typeAfterCorrection(child, { birthDate: '15/07/2022' }, TRAVEL)).toEqual({
      ok: true,
      value: 'CH',
    });
  });

  it('keeps the booked type while the birth date still fits it', () => {
    const adult = { passengerType: 'AD' as const, birthDate: '07/03/1985' };
    expect(typeAfterCorrection(adult, { birthDate: '07/03/1950' }, TRAVEL)).toEqual({
      ok: true,
      value: 'AD',
    });
    const student = { passengerType: 'ST' as const, birthDate: '07/03/2004' };
    expect(typeAfterCorrection(student, { birthDate: '07/03/2003' }, TRAVEL)).toEqual({
      ok: true,
      value: 'ST',
    });
    const senior = { passengerType: 'SE' as const, birthDate: '07/03/1950' };
    expect(typeAfterCorrection(senior, { birthDate: '07/03/1985' }, TRAVEL)).toEqual({
      ok: true,
      value: 'AD',
    });
  });

  it('derives it from the booked birth date when the correction leaves it, and keeps it when none can be read', () => {
    const mistyped = { passengerType: 'AD' as const, birthDate: '01/06/2025' };
    expect(typeAfterCorrection(mistyped, {}, TRAVEL)).toEqual({ ok: true, value: 'IN' });
    const unknown = { passengerType: 'CH' as const, birthDate: '' };
    expect(typeAfterCorrection(unknown, {}, TRAVEL)).toEqual({ ok: true, value: 'CH' });
  });

  it('refuses a corrected birth date that is no day, or one after the day of travel', () => {
    const infant = { passengerType: 'IN' as const, birthDate: '15/06/2025' };
    expect(typeAfterCorrection(infant, { birthDate: '31/02/1985' }, TRAVEL)).toEqual({
      ok: false,
      error: 'invalidBirthDate',
    });
    expect(typeAfterCorrection(infant, { birthDate: '16/07/2027' }, TRAVEL)).toEqual({
      ok: false,
      error: 'birthDateInFuture',
    });
  });
});
