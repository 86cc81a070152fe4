import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Cents } from '#domain/money/cents.ts';

/**
 * Euro amounts written the same on the server and in every browser. Browsers ship different locale data
 * (some lack Albanian), and a price the browser wrote differently from the server would break hydration,
 * so the few rules needed are spelled out here: English puts the sign first with a point, the others
 * put it last with a comma.
 */
export function euros(amount: Cents, locale: LocaleCode): string {
  const whole = Math.trunc(Math.abs(amount) / 100);
  const rest = Math.abs(amount) % 100;
  const sign = amount < 0 ? '-' : '';
  const grouping = locale === 'en' ? ',' : '.';
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, grouping);
  const decimals = `${locale === 'en' ? '.' : ','}${String(rest).padStart(2, '0')}`;
  return locale === 'en' ? `${sign}€${digits}${decimals}` : `${sign}${digits}${decimals} €`;
}
