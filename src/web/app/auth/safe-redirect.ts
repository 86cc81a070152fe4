/**
 * A path on this site to send a visitor to after signing in, or null. Anything that a browser could read
 * as another site (`//host`, `/\host`, a scheme, control characters) is refused, so a saved redirect can
 * never be turned into an open redirect.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  const url = new URL(value, 'http://same.site');
  return url.origin === 'http://same.site' ? `${url.pathname}${url.search}${url.hash}` : null;
}
