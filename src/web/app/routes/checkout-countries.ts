import { data } from 'react-router';
import { isLocaleCode } from '#domain/i18n/locales.ts';
import { countryOptions } from '../booking/countries.server.ts';
import type { Route } from './+types/checkout-countries.ts';

/**
 * `GET /checkout/countries?lang=de`: step 3's nationalities, countries and calling codes, named in that
 * language. The same for everyone and changed only with a release, so browsers and caches keep it a day.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = new URL(request.url).searchParams.get('lang') ?? '';
  if (!isLocaleCode(lang)) return data({ countries: [] }, { status: 400 });
  return data({ countries: countryOptions(lang) }, { headers: { 'Cache-Control': 'public, max-age=86400' } });
}
