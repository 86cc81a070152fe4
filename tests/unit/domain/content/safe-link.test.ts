import { describe, expect, it } from 'vitest';
import { parseContentWrite } from '#domain/content/content-write.ts';
import { findEntity } from '#domain/content/entities.ts';
import { safeLink, unsafeLinkPaths } from '#domain/content/safe-link.ts';

const UNSAFE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\u0000script:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://kyma.travel/x',
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  'https:evil.example',
  'https://',
];
const SAFE = [
  'https://www.google.com/maps/search/?api=1&query=Akti+Miaouli+85+Piraeus',
  'http://kyma.travel/en',
  'mailto:sales@kyma.travel',
  'tel:+302104000000',
  'viber://chat?number=%2B306944182000',
  '/en/offers',
  '#main',
  '?page=2',
  'en/offers',
];

describe('links staff store', () => {
  it('refuses scripts, data, other schemes, other hosts disguised as paths and control characters', () => {
    for (const href of UNSAFE) expect(safeLink(href), JSON.stringify(href)).toBeNull();
  });

  it('keeps web, mail, phone and messaging addresses and paths on this site', () => {
    for (const href of SAFE) expect(safeLink(href), href).toBe(href);
  });

  it('lets no accepted link leave the site unless it names its scheme', () => {
    for (const href of [...SAFE, ...UNSAFE]) {
      const kept = safeLink(href);
      if (kept === null || /^[a-z][a-z\d+.-]*:/i.test(kept)) continue;
      expect(new URL(kept, 'https://kyma.travel/en/').origin, href).toBe('https://kyma.travel');
    }
  });

  it('finds the unsafe links under link-named keys and in {key, value} pairs, by path', () => {
    const contact = {
      mapsUrl: 'javascript:alert(1)',
      phones: ['+30 210 4000000'],
      messaging: [{ name: 'WhatsApp', url: 'https://wa.me/306944182000' }],
      social: [
        { name: 'Facebook', url: 'https://facebook.com/kyma' },
        { name: 'Evil', url: '//evil.example' },
      ],
    };
    expect(unsafeLinkPaths(contact, 'value')).toEqual(['value.mapsUrl', 'value.social[1].url']);
    expect(
      unsafeLinkPaths(
        [
          { key: 'title', value: 'javascript: is fine as text' },
          { key: 'buttonLink', value: 'data:text/html,x' },
        ],
        'value',
      ),
    ).toEqual(['value[1].value']);
  });

  it('refuses a content write with an unsafe link, naming the field, with a message key', () => {
    const menus = findEntity('menus')!;
    const refused = parseContentWrite(menus, { link: '/\\evil.example' }, 'update', () => true);
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'unsafeLink', values: { field: 'link' } },
    });
    expect(parseContentWrite(menus, { link: '/en/offers' }, 'update', () => true).ok).toBe(true);
    const settings = findEntity('settings')!;
    const setting = parseContentWrite(
      settings,
      { value: { social: [{ name: 'X', url: 'vbscript:msgbox(1)' }] } },
      'update',
      () => true,
    );
    expect(setting).toMatchObject({ ok: false, error: { values: { field: 'value.social[0].url' } } });
  });
});
