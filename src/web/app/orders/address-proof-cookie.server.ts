import { parseCookie, stringifySetCookie } from 'cookie';

/** The browser's proof of a booking's address, from a redeemed sign-in link (decision 0065). */
const NAME = 'kyma_address';
/** A sign-in link's token between opening the link and pressing its button, off the address bar. */
const LINK_NAME = 'kyma_sign_in_link';

/**
 * HttpOnly and SameSite=Lax like the order's cookie; it ends with the proof it carries, counted in seconds
 * from now (Max-Age), so a browser whose clock differs from the server's keeps it as long.
 */
export function addressProofSetCookie(proof: string, lastsSeconds: number, secure: boolean): string {
  return stringifySetCookie({
    name: NAME,
    value: proof,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: Math.max(0, Math.floor(lastsSeconds)),
  });
}

export function addressProofFrom(request: Request): string {
  const header = request.headers.get('Cookie');
  if (!header) return '';
  return parseCookie(header)[NAME] ?? '';
}

/**
 * The link's token, moved from the address into a cookie for the half hour the link lasts: the page that
 * asks to press the button has a clean address, so nothing it loads or posts can carry the token on.
 */
export function signInLinkSetCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return stringifySetCookie({
    name: LINK_NAME,
    value: token,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: maxAgeSeconds,
  });
}

export function clearedSignInLinkCookie(secure: boolean): string {
  return signInLinkSetCookie('', 0, secure);
}

export function signInLinkFrom(request: Request): string {
  const header = request.headers.get('Cookie');
  if (!header) return '';
  return parseCookie(header)[LINK_NAME] ?? '';
}
