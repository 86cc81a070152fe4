/**
 * Public order references: 16 characters of Crockford base32 (80 bits), shown in groups of four, e.g.
 * `KY7Q-3MZD-W1HC-9RTA`. The characters come from the caller (the core never draws randomness).
 */
export const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const REFERENCE_LENGTH = 16;

const REFERENCE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/** Builds a reference from 10 random bytes (80 bits, 5 bits per character). */
export function referenceFromBytes(bytes: Uint8Array): string {
  if (bytes.length < 10) throw new RangeError('a reference needs 10 random bytes');
  let bits = 0n;
  for (const byte of bytes.subarray(0, 10)) bits = (bits << 8n) | BigInt(byte);
  let text = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) {
    text = REFERENCE_ALPHABET[Number(bits & 31n)] + text;
    bits >>= 5n;
  }
  return text.match(/.{4}/g)!.join('-');
}

/**
 * Reads a reference as people type it: any case, with or without dashes or spaces, O for 0 and I/L for 1
 * (Crockford's rule). Returns the canonical form, or null when it cannot be a reference.
 */
export function normalizeReference(input: string): string | null {
  if (input.length > 40) return null;
  const compact = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (compact.length !== REFERENCE_LENGTH) return null;
  const canonical = compact.match(/.{4}/g)!.join('-');
  return REFERENCE_PATTERN.test(canonical) ? canonical : null;
}
