import { describe, expect, it } from 'vitest';
import { maskedOrder, maskTail } from '#domain/orders/masked-order.ts';
import { anOrder, anOrderLeg } from '../support/order-builder.ts';

describe('masking a value', () => {
  it('keeps only the last characters, spaces left out so their places give nothing away', () => {
    expect(maskTail('AK1234567')).toBe('•••••••67');
    expect(maskTail('694 123 4567')).toBe('••••••••67');
    expect(maskTail('BSF-4410001', 3)).toBe('••••••••001');
  });

  it('hides a short value whole, since its tail would be most of it', () => {
    expect(maskTail('AB12')).toBe('••••');
    expect(maskTail('AB123')).toBe('•••23');
    expect(maskTail('123456', 3)).toBe('••••••');
  });

  it('hides everything when nothing may be shown, and leaves an empty value empty', () => {
    expect(maskTail('Akti Miaouli 85', 0)).toBe('•••••••••••••');
    expect(maskTail('')).toBe('');
    expect(maskTail('   ')).toBe('');
  });
});

describe('the order as found by reference and e-mail', () => {
  const order = anOrder();
  const masked = maskedOrder(order);
  const passenger = masked.legs[0]?.booking.passengers[0];

  it("masks the passengers' documents, resident numbers and loyalty cards to their tails", () => {
    expect(passenger).toMatchObject({
      documentId: '•••••••67',
      manNumber: '•••••••82',
      loyaltyCard: '••••••••••02',
    });
  });

  it('masks the card number proving a student fare to its tail', () => {
    const student = anOrderLeg();
    student.booking.passengers = student.booking.passengers.map((p) => ({
      ...p,
      passengerType: 'ST' as const,
      proofNumber: 'UOA20931',
    }));
    expect(maskedOrder(anOrder({ legs: [student] })).legs[0]?.booking.passengers[0]?.proofNumber).toBe(
      '••••••31',
    );
  });

  it('never shows a birth date, not even its year, and leaves an unknown one empty', () => {
    expect(passenger?.birthDate).toBe('••/••/••••');
    expect(passenger?.birthDate).not.toMatch(/\d/);
    const noBirthDate = anOrderLeg();
    noBirthDate.booking.passengers = noBirthDate.booking.passengers.map((p) => ({ ...p, birthDate: '' }));
    expect(maskedOrder(anOrder({ legs: [noBirthDate] })).legs[0]?.booking.passengers[0]?.birthDate).toBe('');
  });

  it('masks plates and loyalty cards of vehicles and trailers, and keeps an empty trailer slot empty', () => {
    const booking = masked.legs[0]?.booking;
    expect(booking?.vehicles[0]).toMatchObject({ plateNumber: '•••••34', loyaltyCard: '•••••••66' });
    expect(booking?.trailers[0]).toMatchObject({ plateNumber: '•••••76', loyaltyCard: '' });
    const noTrailer = anOrderLeg();
    noTrailer.booking.trailers = [null];
    expect(maskedOrder(anOrder({ legs: [noTrailer] })).legs[0]?.booking.trailers).toEqual([null]);
  });

  it("masks the leader's mobile, the courier address and phone, ticket numbers and the invoice's tax number, address and mobile", () => {
    expect(masked.leader.mobile).toBe('••••••••67');
    expect(masked.delivery.address).not.toMatch(/[^•]/);
    expect(masked.delivery.telephone).toBe('••••••••00');
    expect(masked.tickets[0]?.ticketNumber).toBe('••••••••001');
    expect(masked.invoice).toMatchObject({ tax: '•••••••67', mobile: '••••••••67' });
    expect(masked.invoice?.address).not.toMatch(/[^•]/);
    expect(maskedOrder(anOrder({ invoice: null })).invoice).toBeNull();
  });

  it('shows what was booked, when, by whom and at what price as it is', () => {
    expect(masked.reference).toBe(order.reference);
    expect(masked.breakdown).toEqual(order.breakdown);
    expect(masked.leader).toEqual({ ...order.leader, mobile: masked.leader.mobile });
    expect(masked.legs[0]?.booking.departureDatetime).toBe(order.legs[0]?.booking.departureDatetime);
    expect(passenger).toMatchObject({ name: 'Maria', surname: 'Papadopoulou', passengerType: 'AD' });
    expect(masked.legs[0]?.passengerPrices).toEqual([4_500]);
    expect(masked.invoice?.companyName).toBe('Kyma Travel IKE');
    expect(masked.delivery.city).toBe('Piraeus');
  });

  it('leaves the stored order untouched', () => {
    expect(order.legs[0]?.booking.passengers[0]?.documentId).toBe('AK1234567');
    expect(order.leader.mobile).toBe('694 123 4567');
    expect(order.tickets[0]?.ticketNumber).toBe('BSF-4410001');
  });
});
