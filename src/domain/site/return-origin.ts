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
