import { isValidPhoneNumber as isValidAnyPhone } from 'libphonenumber-js';
import { isValidPhoneNumber as isValidMobile, parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/** Joins a prefix such as +30 and a local number; a number already in +international form stands alone. */
function international(number: string, prefix: string): string {
  const trimmed = number.replace(/[\s()-]/g, '');
  if (trimmed.startsWith('+')) return trimmed;
  const cleanPrefix = prefix.trim();
  return `${cleanPrefix.startsWith('+') || cleanPrefix === '' ? cleanPrefix : `+${cleanPrefix}`}${trimmed}`;
}

/** Spec §5 "Mobile phone must be valid": checked against the mobile numbering plan of the number's country. */
export function isValidMobileNumber(number: string, prefix = ''): boolean {
  return number.trim() !== '' && isValidMobile(international(number, prefix));
}

/** Any reachable number, landlines included (contact form, door telephone). */
export function isValidPhoneNumber(number: string, prefix = ''): boolean {
  return number.trim() !== '' && isValidAnyPhone(international(number, prefix));
}

/** A mobile number in E.164 form (`+306912345678`), for text messages; null when it is no valid mobile. */
export function e164Mobile(number: string, prefix = ''): string | null {
  if (!isValidMobileNumber(number, prefix)) return null;
  return parsePhoneNumberFromString(international(number, prefix))?.number ?? null;
}
