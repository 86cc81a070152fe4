import { isRecord } from '../shared/is-record.ts';

/**
 * Links staff store (menus, the contact setting, section values) and that pages render as `href`.
 * A link is judged as a browser reads it: tabs and line breaks are dropped and `\` is taken for `/`, so
 * `/\evil.example` is the off-site `//evil.example`.
 */

/** Web, mail and phone addresses, and the messaging apps the contact setting links to (they run no script). */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:', 'sms:', 'viber:', 'whatsapp:', 'tg:']);
const SCHEME = /^([a-z][a-z\d+.-]*):/i;
// Controls other than tab and line breaks (which a browser drops) make no sense in a link and hide tricks.
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point of this pattern
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function asBrowserReads(href: string): string {
  return href
    .trim()
    .replace(/[\t\n\r]/g, '')
    .replace(/\\/g, '/');
}

/**
 * The link as it will be written, or null when it may not be: web addresses need a host; a link without a
 * scheme is a path on this site and must not start with `//` (another host, protocol-relative).
 */
export function safeLink(written: string): string | null {
  if (CONTROL.test(written)) return null;
  const href = asBrowserReads(written);
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  if (scheme === undefined) return href.startsWith('//') ? null : href;
  if (!SAFE_SCHEMES.has(`${scheme}:`)) return null;
  if (scheme === 'http' || scheme === 'https') {
    if (!/^https?:\/\/[^/?#]/i.test(href) || !URL.canParse(href)) return null;
  }
  return href;
}

/** A key that names a link: `url`, `link`, `href` or a name ending in one (`mapsUrl`, `bookingLink`). */
const isLinkName = (key: string) => /(?:url|uri|link|href)$/i.test(key);

/**
 * The paths of the unsafe links inside a JSON value: strings under a link-named key, and `{key, value}`
 * pairs (sections, lists) whose key names a link. `path` names the value itself, e.g. `value`.
 */
export function unsafeLinkPaths(value: unknown, path: string): string[] {
  const found: string[] = [];
  const visit = (node: unknown, at: string) => {
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) visit(item, `${at}[${index}]`);
      return;
    }
    if (!isRecord(node)) return;
    const pairIsLink = typeof node.key === 'string' && isLinkName(node.key);
    for (const [key, child] of Object.entries(node)) {
      const childPath = `${at}.${key}`;
      const holdsLink = isLinkName(key) || (pairIsLink && key === 'value');
      if (holdsLink && typeof child === 'string') {
        if (child !== '' && safeLink(child) === null) found.push(childPath);
      } else if (typeof child === 'object') visit(child, childPath);
    }
  };
  visit(value, path);
  return found;
}
