import { describe, expect, it } from 'vitest';
import { addressBlock } from '#domain/shared/address-block.ts';

describe('addressBlock', () => {
  it('counts every address of one IPv6 /64 as one, however it is written', () => {
    const block = addressBlock('2001:db8:85a3:12::1');
    expect(block).toBe('2001:db8:85a3:12::/64');
    expect(addressBlock('2001:0db8:85a3:0012:ffff:ffff:ffff:fffe')).toBe(block);
    expect(addressBlock('2001:DB8:85A3:12:abcd::9')).toBe(block);
    expect(addressBlock('2001:db8:85a3:13::1')).not.toBe(block);
    expect(addressBlock('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps IPv4 addresses whole, also when Node reports them as IPv4-mapped IPv6', () => {
    expect(addressBlock('192.0.2.7')).toBe('192.0.2.7');
    expect(addressBlock('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressBlock('192.0.2.8')).not.toBe(addressBlock('192.0.2.7'));
  });

  it('returns what is not an address as it came', () => {
    expect(addressBlock('')).toBe('');
    expect(addressBlock('1:2:3')).toBe('1:2:3');
  });
});
