import { describe, expect, it } from 'vitest';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';

describe('orderDetailsPath', () => {
  it('is My booking in the language, Greek without a prefix', () => {
    expect(orderDetailsPath('el')).toBe('/orderdetails');
    expect(orderDetailsPath('sq')).toBe('/sq/orderdetails');
  });

  it('opens on one booking, its reference escaped for the query', () => {
    expect(orderDetailsPath('en', 'KY7Q3MZDW1HC9RTA')).toBe('/en/orderdetails?ref=KY7Q3MZDW1HC9RTA');
    expect(orderDetailsPath('el', 'a&b c')).toBe('/orderdetails?ref=a%26b%20c');
  });
});
