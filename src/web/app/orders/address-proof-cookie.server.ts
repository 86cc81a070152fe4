import { parseCookie, stringifySetCookie } from 'cookie';

/** The browser's proof of a booking's address, from a redeemed sign-in link (decision 0065). */
const NAME = 'kyma_address';

/** HttpOnly and SameSite=Lax like the order's cookie; it ends with the proof it carries. */
export function addressProofSetCookie(proof: string, expiresAt: Date, secure: boolean): string {
  return stringifySetCookie({
    name: NAME,
    value: proof,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    expires: expiresAt,
  });
}

export function addressProofFrom(request: Request): string {
  const header = request.headers.get('Cookie');
  if (!header) return '';
  return parseCookie(header)[NAME] ?? '';
}
