import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '#domain/i18n/locales.ts';
import { sailingTimesText } from '#web/app/booking/booking-text.ts';
import { messageWords } from '#web/app/i18n/message-words.server.ts';

/** Corfu 09:30 → Sarandë 09:10 in December: Albania is an hour behind Greece. */
const toAlbania = {
  departureDatetime: '2026-12-16T09:30:00+02:00',
  arrivalDatetime: '2026-12-16T09:10:00+01:00',
};

describe('a sailing’s times on the confirmation pages', () => {
  it('say each time’s zone where the two ports keep different clocks', () => {
    const times = sailingTimesText(toAlbania, 'it', messageWords('it'));

    expect(times.departure).toEqual({ date: 'mer 16 dicembre 2026', time: '09:30 ora locale (UTC+2)' });
    expect(times.arrival).toEqual({ date: 'mer 16 dicembre 2026', time: '09:10 ora locale (UTC+1)' });
  });

  it.each(LOCALE_CODES)('word the zone in %s', (locale) => {
    const { arrival } = sailingTimesText(toAlbania, locale, messageWords(locale));

    expect(arrival.time).toMatch(/^09:10 \S.*\(UTC\+1\)$/);
    expect(arrival.time).not.toContain('sailingLocalTime');
  });

  it('say no zone where both ports keep the same clock', () => {
    const times = sailingTimesText(
      { departureDatetime: '2026-07-14T07:25:00+03:00', arrivalDatetime: '2026-07-14T15:05:00+03:00' },
      'en',
      messageWords('en'),
    );

    expect(times.departure.time).toBe('07:25');
    expect(times.arrival.time).toBe('15:05');
  });
});
