import { describe, expect, it } from 'vitest';
import {
  brokenConnections,
  type ConnectionLeg,
  protectedConnections,
} from '#domain/disruptions/protected-connections.ts';

const leg = (from: string, to: string, departs: string, arrives: string, valid = true): ConnectionLeg => ({
  departurePort: from,
  destinationPort: to,
  company: 'BSF',
  departureDatetime: `2027-07-01T${departs}:00+03:00`,
  arrivalDateTime: `2027-07-01T${arrives}:00+03:00`,
  valid,
});
const cancelled = { kind: 'cancelled' as const, delayMinutes: null };
const late = (delayMinutes: number) => ({ kind: 'delayed' as const, delayMinutes });

/** Piraeus → Naxos arriving 12:00, then Naxos → Santorini at 13:30 (90 minutes to change ships). */
const connection = [leg('PIR', 'JNX', '07:00', '12:00'), leg('JNX', 'JTR', '13:30', '15:00')];

describe('protected connections', () => {
  it('protects a change of port in one town with the road’s minimum, and no change between towns', () => {
    const toPiraeus = leg('JNX', 'PIR', '07:00', '12:00');
    const fromRafina = leg('RAF', 'AND', '14:00', '16:00');
    expect(protectedConnections([toPiraeus, fromRafina])).toEqual([false, true]);
    expect(brokenConnections([toPiraeus, fromRafina], [0], late(0))).toEqual([]);
    expect(brokenConnections([toPiraeus, fromRafina], [0], late(1))).toEqual([1]);
    expect(protectedConnections([toPiraeus, leg('PAT', 'AND', '14:00', '16:00')])).toEqual([false, false]);
  });

  it('needs longer between two quays of Piraeus than on one', () => {
    const cycladesGate = leg('JNX', 'PIR', '07:00', '12:00');
    const sameGate = leg('PIR', 'SYR', '13:00', '16:00');
    const cretanGate = { ...leg('PIR', 'HER', '13:30', '21:00'), company: 'MIN' };
    expect(brokenConnections([cycladesGate, sameGate], [0], late(0))).toEqual([]);
    expect(brokenConnections([cycladesGate, sameGate], [0], late(1))).toEqual([1]);
    expect(brokenConnections([cycladesGate, cretanGate], [0], late(0))).toEqual([]);
    expect(brokenConnections([cycladesGate, cretanGate], [0], late(1))).toEqual([1]);
  });

  it('loses the next leg of a cancelled sailing', () => {
    expect(brokenConnections(connection, [0], cancelled)).toEqual([1]);
  });

  it('keeps the connection while the new arrival leaves the port’s transfer time', () => {
    expect(brokenConnections(connection, [0], late(30))).toEqual([]);
    expect(brokenConnections(connection, [0], late(31))).toEqual([1]);
  });

  it('loses every leg after a lost one, in a chain of connections', () => {
    const chain = [...connection, leg('JTR', 'HER', '17:00', '19:00')];
    expect(brokenConnections(chain, [0], late(120))).toEqual([1, 2]);
  });

  it('leaves alone a return days later, another port, a leg already cancelled, a disrupted later leg', () => {
    const returnTrip = [
      leg('PIR', 'JNX', '07:00', '12:00'),
      {
        ...leg('JNX', 'PIR', '09:00', '14:00'),
        departureDatetime: '2027-07-05T09:00:00+03:00',
        arrivalDateTime: '2027-07-05T14:00:00+03:00',
      },
    ];
    expect(brokenConnections(returnTrip, [0], cancelled)).toEqual([]);
    expect(brokenConnections([connection[0]!, leg('PAS', 'JTR', '13:30', '15:00')], [0], cancelled)).toEqual(
      [],
    );
    expect(brokenConnections([connection[0]!, { ...connection[1]!, valid: false }], [0], cancelled)).toEqual(
      [],
    );
    expect(brokenConnections(connection, [0, 1], cancelled)).toEqual([]);
  });

  it('breaks no connection for a new ship or a weather warning', () => {
    expect(brokenConnections(connection, [0], { kind: 'vesselChanged', delayMinutes: null })).toEqual([]);
    expect(brokenConnections(connection, [0], { kind: 'weatherWarning', delayMinutes: null })).toEqual([]);
  });

  it('tells the order page which legs continue a protected connection: within a day, from the port arrived at, both standing', () => {
    const onward = leg('JTR', 'HER', '17:00', '19:00');
    expect(protectedConnections([...connection, onward])).toEqual([false, true, true]);
    expect(protectedConnections([connection[0]!, leg('JTR', 'HER', '13:30', '15:00')])).toEqual([
      false,
      false,
    ]);
    expect(protectedConnections([leg('PIR', 'JNX', '07:00', '12:00', false), connection[1]!])).toEqual([
      false,
      false,
    ]);
    const nextWeek = { ...connection[1]!, departureDatetime: '2027-07-08T13:30:00+03:00' };
    expect(protectedConnections([connection[0]!, nextWeek])).toEqual([false, false]);
  });
});
