import { describe, expect, it } from 'vitest';
import { placeOf, townPorts, transferBetween } from '#domain/connections/port-transfers.ts';

const at = (port: string, company: string, otherEnd: string) => ({ port, company, otherEnd });

describe('port transfers', () => {
  it('gives a small port one quay and an hour', () => {
    expect(transferBetween(at('JNX', 'BSF', 'PIR'), at('JNX', 'SCL', 'KOU'))).toEqual({
      kind: 'sameQuay',
      minutes: 60,
    });
  });

  it('keeps a company’s Cyclades ships on one Piraeus gate and its Dodecanese ships on another', () => {
    expect(transferBetween(at('PIR', 'BSF', 'JNX'), at('PIR', 'BSF', 'SYR'))).toEqual({
      kind: 'sameQuay',
      minutes: 60,
    });
    expect(transferBetween(at('PIR', 'BSF', 'JNX'), at('PIR', 'BSF', 'RHO'))).toEqual({
      kind: 'otherQuay',
      minutes: 90,
    });
    expect(transferBetween(at('PIR', 'MIN', 'HER'), at('PIR', 'SJ', 'JMK'))).toEqual({
      kind: 'otherQuay',
      minutes: 90,
    });
  });

  it('counts a quay it does not know as another quay', () => {
    expect(transferBetween(at('RAF', 'GSF', 'JMK'), at('RAF', 'GSF', 'AND'))).toEqual({
      kind: 'otherQuay',
      minutes: 75,
    });
    expect(transferBetween(at('HER', 'MIN', 'PIR'), at('HER', 'ANEK', 'JTR'))?.kind).toBe('sameQuay');
  });

  it('changes between the ports of one town by road, either way, with the pair’s time', () => {
    expect(transferBetween(at('PIR', 'MIN', 'HER'), at('RAF', 'GSF', 'AND'))).toEqual({
      kind: 'otherPort',
      minutes: 120,
    });
    expect(transferBetween(at('LAV', 'ASL', 'KEA'), at('PIR', 'BSF', 'JNX'))).toEqual({
      kind: 'otherPort',
      minutes: 150,
    });
  });

  it('is no change between ports of different towns', () => {
    expect(transferBetween(at('PIR', 'BSF', 'JNX'), at('JNX', 'BSF', 'JTR'))).toBeNull();
    expect(transferBetween(at('SMI', 'BSF', 'PIR'), at('KRL', 'BSF', 'PIR'))).toBeNull();
  });

  it('names a town by one of its ports and lists its ports, the given one first', () => {
    expect(townPorts('RAF')).toEqual(['RAF', 'PIR', 'LAV']);
    expect(townPorts('JNX')).toEqual(['JNX']);
    expect(placeOf('LAV')).toBe(placeOf('PIR'));
    expect(placeOf('JNX')).toBe('JNX');
  });
});
