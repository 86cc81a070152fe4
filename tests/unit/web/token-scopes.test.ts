import { describe, expect, it } from 'vitest';
import { BOOKING_ENDPOINTS } from '#web/api/booking/booking-endpoints.ts';
import { ORDER_ENDPOINTS } from '#web/api/booking/order-endpoints.ts';
import { TOKEN_SCOPES } from '#web/api/booking/token-scopes.ts';
import { WEBHOOK_ENDPOINTS } from '#web/api/booking/webhook-endpoints.ts';

describe('the scope a partner token needs', () => {
  it('is declared for every operation of the booking document', () => {
    const operations = [...BOOKING_ENDPOINTS, ...ORDER_ENDPOINTS, ...WEBHOOK_ENDPOINTS].map(
      (endpoint) => endpoint.operationId,
    );
    expect(operations.filter((operation) => !(operation in TOKEN_SCOPES))).toEqual([]);
  });

  it('is `read` for every GET but the after-sale’s quotes and lists, which come before changing an order', () => {
    const gets = [...BOOKING_ENDPOINTS, ...ORDER_ENDPOINTS].filter((endpoint) => endpoint.method === 'get');
    const notRead = gets.filter((endpoint) => TOKEN_SCOPES[endpoint.operationId] !== 'read');
    expect(notRead.map((endpoint) => TOKEN_SCOPES[endpoint.operationId])).toEqual(
      notRead.map(() => 'afterSale'),
    );
  });
});
