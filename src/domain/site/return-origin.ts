const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where a traveller must come back to after paying, when it is not `PUBLIC_URL` (decision 0056). The order's
 * cookie lives on the host the traveller checked out on; providers return to `PUBLIC_URL`. Only another name
 * of the same machine is trusted (`127.0.0.1` for `localhost`, same scheme and port), and only while
 * `PUBLIC_URL` is itself a loopback address: in production `PUBLIC_URL` is the one public origin, and a Host
 * header never chooses where a verified payment sends the browser. Null means "`PUBLIC_URL` is right".
 */
export function paymentReturnOrigin(requestOrigin: string, publicUrl: string): string | null {
  let request: URL;
  let site: URL;
  try {
    request = new URL(requestOrigin);
    site = new URL(publicUrl);
  } catch {
    return null;
  }
  if (request.origin === site.origin) return null;
  const sameMachine =
    LOOPBACK.has(site.hostname) &&
    LOOPBACK.has(request.hostname) &&
    request.protocol === site.protocol &&
    request.port === site.port;
  return sameMachine ? request.origin : null;
}

/**
 * The other names of this machine a payment form may post to and be sent back through (CSP `form-action`):
 * while `PUBLIC_URL` is a loopback address, the traveller on `127.0.0.1` posts the card page on `localhost`
 * and is sent back to `127.0.0.1` (decision 0113). None when `PUBLIC_URL` is a public origin. An IPv6
 * literal is left out: CSP host sources cannot name one, and Chromium reports the whole header as wrong.
 */
export function loopbackAliases(publicUrl: string): string[] {
  let site: URL;
  try {
    site = new URL(publicUrl);
  } catch {
    return [];
  }
  if (!LOOPBACK.has(site.hostname)) return [];
  const port = site.port ? `:${site.port}` : '';
  return [...LOOPBACK]
    .filter((host) => host !== site.hostname && !host.startsWith('['))
    .map((host) => `${site.protocol}//${host}${port}`);
}
