import { describe, expect, it } from 'vitest';
import { withLowPriorityModulePreloads } from '#web/app/module-preloads.server.ts';

describe('module preloads', () => {
  it('asks for every preloaded script at low priority and leaves everything else as it was', () => {
    const html =
      '<link rel="preload" as="fetch" href="/assets/messages/en.json"/><p>rel="modulepreload"</p>' +
      '<link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="modulepreload" href="/assets/b.js"/>';
    expect(withLowPriorityModulePreloads(html)).toBe(
      '<link rel="preload" as="fetch" href="/assets/messages/en.json"/><p>rel="modulepreload"</p>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/a.js" nonce="n"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/>',
    );
  });
});
