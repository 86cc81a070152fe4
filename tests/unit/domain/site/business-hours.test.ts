import { describe, expect, it } from 'vitest';
import { businessClock, CHAT_HOURS, CONTACT_HOURS, isOpen } from '#domain/site/business-hours.ts';

// Athens is UTC+3 in summer (EEST) and UTC+2 in winter (EET).
const summer = (iso: string) => new Date(`${iso}+03:00`);
const winter = (iso: string) => new Date(`${iso}+02:00`);

describe('business hours', () => {
  it('reads the Athens wall clock whatever the server time zone', () => {
    expect(businessClock(new Date('2026-07-06T06:30:00Z'))).toEqual({ weekday: 1, minutes: 9 * 60 + 30 });
    expect(businessClock(new Date('2026-01-04T22:15:00Z'))).toEqual({ weekday: 1, minutes: 15 });
  });

  it('reads each minute on its own, in each time zone asked', () => {
    const opening = new Date('2026-07-06T05:59:59.999Z');
    expect(businessClock(opening)).toEqual({ weekday: 1, minutes: 8 * 60 + 59 });
    expect(businessClock(new Date('2026-07-06T06:00:00.000Z'))).toEqual({ weekday: 1, minutes: 9 * 60 });
    expect(businessClock(opening, 'UTC')).toEqual({ weekday: 1, minutes: 5 * 60 + 59 });
    expect(businessClock(opening)).toEqual({ weekday: 1, minutes: 8 * 60 + 59 });
  });

  it('has the chat online Monday to Friday 09:00–19:00', () => {
    expect(isOpen(CHAT_HOURS, summer('2026-07-06T08:59:00'))).toBe(false);
    expect(isOpen(CHAT_HOURS, summer('2026-07-06T09:00:00'))).toBe(true);
    expect(isOpen(CHAT_HOURS, summer('2026-07-10T18:59:00'))).toBe(true);
    expect(isOpen(CHAT_HOURS, summer('2026-07-10T19:00:00'))).toBe(false);
  });

  it('has the chat online on Saturday until 17:00 and offline on Sunday', () => {
    expect(isOpen(CHAT_HOURS, winter('2026-01-10T16:59:00'))).toBe(true);
    expect(isOpen(CHAT_HOURS, winter('2026-01-10T17:00:00'))).toBe(false);
    expect(isOpen(CHAT_HOURS, winter('2026-01-11T12:00:00'))).toBe(false);
  });

  it('keeps the sales office open on weekdays until 21:00 and closed at weekends', () => {
    expect(isOpen(CONTACT_HOURS, summer('2026-07-08T20:59:00'))).toBe(true);
    expect(isOpen(CONTACT_HOURS, summer('2026-07-08T21:00:00'))).toBe(false);
    expect(isOpen(CONTACT_HOURS, summer('2026-07-11T10:00:00'))).toBe(false);
  });
});
