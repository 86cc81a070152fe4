/** A Greek tax registration number (ΑΦΜ): nine digits, the last a check digit over the other eight. */
export type VatNumber = string & { readonly __brand: 'VatNumber' };

const NINE_DIGITS = /^\d{9}$/;

/**
 * The check digit of the first eight digits: each weighted by 2^(8-i) from the left, the sum modulo 11,
 * then modulo 10 (a remainder of 10 becomes 0). This is the rule TAXISnet applies.
 */
export function vatCheckDigit(firstEight: string): number {
  let sum = 0;
  for (let index = 0; index < 8; index += 1) sum += Number(firstEight[index]) * 2 ** (8 - index);
  return (sum % 11) % 10;
}

/**
 * What travellers type, as the registry wants it: spaces, dots and dashes dropped, and the EU prefix (EL, or
 * GR as people often write it) taken off.
 */
export function normalizeVatNumber(text: string): string {
  return text.replace(/[\s.-]/g, '').replace(/^(EL|GR)/i, '');
}

/** Nine digits with a matching check digit; all zeros passes the arithmetic but is never issued. */
export function isValidVatNumber(text: string): text is VatNumber {
  return NINE_DIGITS.test(text) && text !== '000000000' && vatCheckDigit(text) === Number(text[8]);
}

/** The normalized number when it is a valid ΑΦΜ, otherwise null. */
export function parseVatNumber(text: string): VatNumber | null {
  const normalized = normalizeVatNumber(text);
  return isValidVatNumber(normalized) ? normalized : null;
}
