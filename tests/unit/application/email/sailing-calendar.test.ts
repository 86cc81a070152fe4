import { describe, expect, it } from 'vitest';
import { cancelledSailingsCalendar, sailingCalendar } from '#application/email/sailing-calendar.ts';
import { messageWords } from '#web/app/i18n/message-words.server.ts';
import { aVoucher, aVoucherLeg, aVoucherPassenger } from '../../../support/voucher-builder.ts';

/** iCalendar folds long lines (CRLF then a space or tab); reading it back undoes that. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');
const events = (lines: string[]) => {
  const found: string[][] = [];
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') found.push([]);
    else if (line !== 'END:VEVENT') found.at(-1)?.push(line);
  }
  return found;
};

const voucher = aVoucher({
  locale: 'el',
  legs: [
    aVoucherLeg({
      passengers: [
        aVoucherPassenger({ fullName: 'Μαρία Παπαδοπούλου', ticketNumber: 'BSF-4410001' }),
        aVoucherPassenger({ fullName: 'Γιώργος Παπαδόπουλος', ticketNumber: 'BSF-4410002' }),
      ],
    }),
    aVoucherLeg({
      companyName: 'Minoan Lines',
      from: { code: 'ANC', name: 'Ancona' },
      to: { code: 'IGO', name: 'Igoumenitsa' },
      departureDatetime: '2026-07-20T13:30:00+02:00',
      arrivalDatetime: '2026-07-21T07:30:00+03:00',
    }),
  ],
});

describe('sailingCalendar', () => {
  it('has one event per sailing, timed in UTC from each port’s own offset', () => {
    const all = events(unfold(sailingCalendar(voucher, messageWords(voucher.locale))));
    const [first, second] = all;

    expect(all).toHaveLength(2);
    expect(first).toContain('DTSTART:20260714T042500Z');
    expect(first).toContain('DTEND:20260714T120500Z');
    expect(second).toContain('DTSTART:20260720T113000Z');
    expect(second).toContain('DTEND:20260721T043000Z');
  });

  it('names each sailing in the traveller’s language, located at the departure port', () => {
    const [first, second] = events(unfold(sailingCalendar(voucher, messageWords(voucher.locale))));

    expect(first).toContain('SUMMARY:Πλοίο: Piraeus → Santorini (Blue Star Ferries)');
    expect(first).toContain('LOCATION:Piraeus');
    expect(second).toContain('SUMMARY:Πλοίο: Ancona → Igoumenitsa (Minoan Lines)');
    expect(second).toContain('LOCATION:Ancona');
  });

  it('describes the sailing with the reservation number and every ticket', () => {
    const [first] = events(unfold(sailingCalendar(voucher, messageWords(voucher.locale))));
    const description = first?.find((line) => line.startsWith('DESCRIPTION:'));

    expect(description).toContain('Αριθμός κράτησης: KY7Q2M9X');
    expect(description).toContain('BSF-4410001 Μαρία Παπαδοπούλου');
    expect(description).toContain('BSF-4410002 Γιώργος Παπαδόπουλος');
  });

  it('gives each sailing a UID that stays the same when the file is written again', () => {
    const ics = sailingCalendar(voucher, messageWords(voucher.locale));
    const uids = unfold(ics).filter((line) => line.startsWith('UID:'));

    expect(uids).toEqual(['UID:KY7Q2M9X-0@kyma.travel', 'UID:KY7Q2M9X-1@kyma.travel']);
    expect(sailingCalendar(voucher, messageWords(voucher.locale))).toBe(ics);
  });

  it('numbers each writing so that a changed booking’s file replaces the entry a calendar holds (SEQUENCE)', () => {
    const sequenceOf = (issuedAt: string) =>
      unfold(sailingCalendar({ ...voucher, issuedAt }, messageWords(voucher.locale)))
        .filter((line) => line.startsWith('SEQUENCE:'))
        .map((line) => Number(line.slice('SEQUENCE:'.length)));
    const first = sequenceOf('2026-06-02T09:41:00Z');
    const changed = sequenceOf('2026-06-05T16:02:00Z');
    expect(first).toHaveLength(2);
    expect(changed.every((sequence, index) => sequence > first[index]!)).toBe(true);
    expect(Math.max(...changed)).toBeLessThan(2 ** 31);
  });

  it('names a sailing by its index in the order, so the sailing left after an earlier one is cancelled keeps its UID', () => {
    const left = { ...voucher, legs: [voucher.legs[1]!] };
    const uids = unfold(sailingCalendar(left, messageWords(left.locale))).filter((line) =>
      line.startsWith('UID:'),
    );
    expect(uids).toEqual(['UID:KY7Q2M9X-1@kyma.travel']);
  });

  it('numbers two writings within one minute apart, so a second change that minute still replaces the first', () => {
    const sequenceOf = (issuedAt: string) =>
      unfold(sailingCalendar({ ...voucher, issuedAt }, messageWords(voucher.locale)))
        .filter((line) => line.startsWith('SEQUENCE:'))
        .map((line) => Number(line.slice('SEQUENCE:'.length)));
    const [first] = sequenceOf('2026-06-02T09:41:05Z');
    const [second] = sequenceOf('2026-06-02T09:41:40Z');
    expect(second).toBeGreaterThan(first!);
  });
});

describe('cancelledSailingsCalendar', () => {
  const sailings = voucher.legs.map((leg) => ({
    legIndex: leg.legIndex,
    from: leg.from.name,
    to: leg.to.name,
    companyName: leg.companyName,
    departureDatetime: leg.departureDatetime,
    arrivalDatetime: leg.arrivalDatetime,
  }));
  const cancelledAt = '2026-06-05T16:02:09Z';
  const booking = {
    reference: voucher.reference,
    issuedAt: cancelledAt,
    manageUrl: voucher.manageUrl,
    organizerEmail: 'sales@kyma.travel',
    leader: { fullName: 'Maria Papadopoulou', email: 'maria@example.com' },
  };
  const lines = unfold(cancelledSailingsCalendar(booking, sailings.slice(0, 1), messageWords('en')));

  it('cancels the entry the booking’s calendar made: METHOD:CANCEL, the same UID and times, STATUS:CANCELLED', () => {
    const [cancelled, ...others] = events(lines);
    const [entry] = events(unfold(sailingCalendar(voucher, messageWords(voucher.locale))));
    expect(others).toEqual([]);
    expect(lines).toContain('METHOD:CANCEL');
    expect(cancelled).toContain('UID:KY7Q2M9X-0@kyma.travel');
    expect(cancelled).toContain('STATUS:CANCELLED');
    for (const time of ['DTSTART:', 'DTEND:'])
      expect(cancelled?.find((line) => line.startsWith(time))).toBe(
        entry?.find((line) => line.startsWith(time)),
      );
    expect(cancelled).toContain('SUMMARY:Cancelled – Ferry: Piraeus → Santorini (Blue Star Ferries)');
    expect(cancelled?.some((line) => /^ORGANIZER;.*:mailto:sales@kyma\.travel$/i.test(line))).toBe(true);
    expect(cancelled?.some((line) => /^ATTENDEE;.*:mailto:maria@example\.com$/i.test(line))).toBe(true);
  });

  it('cancels every sailing of a booking cancelled whole, each by its own UID', () => {
    const uids = unfold(cancelledSailingsCalendar(booking, sailings, messageWords('en'))).filter((line) =>
      line.startsWith('UID:'),
    );
    expect(uids).toEqual(['UID:KY7Q2M9X-0@kyma.travel', 'UID:KY7Q2M9X-1@kyma.travel']);
  });

  it('outnumbers every file written before it, the voucher issued at the same instant included', () => {
    const sequenceOf = (found: string[]) =>
      Number(found.find((line) => line.startsWith('SEQUENCE:'))?.slice('SEQUENCE:'.length));
    const [cancelled] = events(lines);
    const sameInstant = events(
      unfold(sailingCalendar({ ...voucher, issuedAt: cancelledAt }, messageWords('en'))),
    );
    for (const entry of sameInstant) expect(sequenceOf(cancelled!)).toBeGreaterThan(sequenceOf(entry));
  });
});
