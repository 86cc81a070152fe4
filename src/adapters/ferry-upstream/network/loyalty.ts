import type { Company } from '../catalogue/companies.ts';

/** Luhn check digit test, as printed on loyalty cards and resident (MAN) numbers. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Appends the Luhn digit: used by tests and examples to make valid numbers. */
export function withLuhnDigit(digits: string): string {
  for (let check = 0; check <= 9; check++) if (luhnValid(`${digits}${check}`)) return `${digits}${check}`;
  throw new Error('unreachable');
}

/** A card of the company's programme: its prefix, 12 digits in all, a valid check digit. */
export function loyaltyDiscount(company: Company, card: string): number | undefined {
  const programme = company.loyalty;
  const normalized = card.replace(/\s+/g, '');
  if (!programme || normalized.length !== 12 || !normalized.startsWith(programme.prefix)) return undefined;
  return luhnValid(normalized) ? programme.discountPercent : undefined;
}

/** The MAN resident number: 9 digits with a Luhn check digit. */
export function residentNumberValid(number: string): boolean {
  const normalized = number.replace(/\s+/g, '');
  return /^\d{9}$/.test(normalized) && luhnValid(normalized);
}

export const RESIDENT_DISCOUNT_PERCENT = 50;
