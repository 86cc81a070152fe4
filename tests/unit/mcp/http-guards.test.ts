import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { isLoopbackCall, isOwnHost, isOwnOrigin, tokenHolder } from '../../../src/mcp/http-guards.ts';

const PUBLIC_URL = 'https://kyma.example';

const aRequest = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  ({
    get: (name: string) =>
      Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1],
    socket: { remoteAddress },
  }) as unknown as Request;

describe('the agents’ server’s door', () => {
  it('takes the site’s own host and this machine’s, never another name (DNS rebinding)', () => {
    for (const host of ['kyma.example', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000'])
      expect(isOwnHost(aRequest({ Host: host }), PUBLIC_URL), host).toBe(true);
    for (const host of ['evil.example', 'kyma.example.evil.example', '', 'a b'])
      expect(isOwnHost(aRequest({ Host: host }), PUBLIC_URL), host).toBe(false);
  });

  it('takes no Origin, the site’s own, or this machine’s; refuses any other', () => {
    expect(isOwnOrigin(aRequest({}), PUBLIC_URL)).toBe(true);
    expect(isOwnOrigin(aRequest({ Origin: 'https://kyma.example' }), PUBLIC_URL)).toBe(true);
    expect(isOwnOrigin(aRequest({ Origin: 'http://localhost:6274' }), PUBLIC_URL)).toBe(true);
    for (const origin of ['https://evil.example', 'http://kyma.example', 'null'])
      expect(isOwnOrigin(aRequest({ Origin: origin }), PUBLIC_URL), origin).toBe(false);
  });

  it('counts a call as this machine’s only when it comes from loopback and no proxy relays it', () => {
    expect(isLoopbackCall(aRequest({}))).toBe(true);
    expect(isLoopbackCall(aRequest({}, '::1'))).toBe(true);
    expect(isLoopbackCall(aRequest({}, '203.0.113.9'))).toBe(false);
    expect(isLoopbackCall(aRequest({ 'X-Forwarded-For': '203.0.113.9' }))).toBe(false);
    expect(isLoopbackCall(aRequest({ Forwarded: 'for=203.0.113.9' }))).toBe(false);
    // nginx's usual relay sets only X-Real-IP; a CDN its own header (issue #52).
    for (const header of ['X-Real-IP', 'True-Client-IP', 'CF-Connecting-IP', 'X-Forwarded-Host', 'Via'])
      expect(isLoopbackCall(aRequest({ [header]: '127.0.0.1' })), header).toBe(false);
  });

  it('names a known bearer token by a digest, never by itself, and knows no other', () => {
    const tokens = ['first-token-0123456789abcdef', 'second-token-0123456789abcdef'];
    const holder = tokenHolder(aRequest({ Authorization: `Bearer ${tokens[1]}` }), tokens);
    expect(holder).toMatch(/^token:[0-9a-f]{12}$/);
    expect(holder).not.toContain('second');
    expect(tokenHolder(aRequest({ Authorization: `Bearer ${tokens[0]}` }), tokens)).not.toBe(holder);
    for (const authorization of ['Bearer wrong-token-0123456789abcdef', `Basic ${tokens[0]}`, tokens[0]!])
      expect(tokenHolder(aRequest({ Authorization: authorization }), tokens)).toBeNull();
    expect(tokenHolder(aRequest({}), tokens)).toBeNull();
  });
});
