import { describe, expect, it } from 'vitest';
import { loopbackAliases, paymentReturnOrigin } from '#domain/site/return-origin.ts';

describe('where a payment comes back to', () => {
  it('is the loopback name the traveller used, when PUBLIC_URL is another name of the same machine', () => {
    expect(paymentReturnOrigin('http://127.0.0.1:3000', 'http://localhost:3000')).toBe(
      'http://127.0.0.1:3000',
    );
    expect(paymentReturnOrigin('http://localhost:3000', 'http://127.0.0.1:3000')).toBe(
      'http://localhost:3000',
    );
    expect(paymentReturnOrigin('http://[::1]:3000', 'http://localhost:3000')).toBe('http://[::1]:3000');
  });

  it('is PUBLIC_URL itself (null) for its own origin, another port or scheme, or any other host', () => {
    expect(paymentReturnOrigin('http://localhost:3000', 'http://localhost:3000')).toBeNull();
    expect(paymentReturnOrigin('http://127.0.0.1:4000', 'http://localhost:3000')).toBeNull();
    expect(paymentReturnOrigin('https://127.0.0.1:3000', 'http://localhost:3000')).toBeNull();
    expect(paymentReturnOrigin('https://evil.example', 'https://www.kyma.gr')).toBeNull();
    expect(paymentReturnOrigin('http://127.0.0.1:3000', 'https://www.kyma.gr')).toBeNull();
    expect(paymentReturnOrigin('not a url', 'http://localhost:3000')).toBeNull();
  });
});

describe('the other names a payment form may be sent back through', () => {
  it('are the other loopback names, same scheme and port, while PUBLIC_URL is a loopback address', () => {
    expect(loopbackAliases('http://localhost:3000')).toEqual(['http://127.0.0.1:3000']);
    expect(loopbackAliases('http://127.0.0.1:3000/')).toEqual(['http://localhost:3000']);
    // CSP cannot name an IPv6 literal: Chromium reports the header as wrong on every page.
    expect(loopbackAliases('http://[::1]:3000')).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it('are none for a public site or an unreadable address', () => {
    expect(loopbackAliases('https://www.kyma.gr')).toEqual([]);
    expect(loopbackAliases('not a url')).toEqual([]);
  });
});
