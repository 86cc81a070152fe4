import { data } from 'react-router';
import { DEFAULT_LOCALE } from '#domain/i18n/locales.ts';
import { requestContext } from '../request-context.ts';
import type { Route } from './+types/search-ports.ts';

/**
 * The search form's narrowing (resource route): `/search/destinations?origin=PIR` lists the codes of
 * the ports one can sail to from Piraeus, `/search/origins?destination=JTR` those one can sail from to
 * Santorini. The browser already has every port's names, so codes are enough.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { ferry } = context.get(requestContext).services;
  const params = new URL(request.url).searchParams;
  const origin = params.get('origin')?.trim().toUpperCase();
  const destination = params.get('destination')?.trim().toUpperCase();
  const ports = origin
    ? await ferry.listDestinations.execute({ origin, lang: DEFAULT_LOCALE })
    : destination
      ? await ferry.listOrigins.execute({ destination, lang: DEFAULT_LOCALE })
      : undefined;
  if (!ports) return data({ codes: [] as string[] }, { status: 400 });
  if (!ports.ok) return data({ codes: [] as string[] }, { status: 503 });
  return data(
    { codes: ports.value.map((port) => port.code) },
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  );
}
