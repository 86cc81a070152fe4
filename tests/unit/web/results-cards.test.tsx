import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub, useLoaderData } from 'react-router';
import { describe, expect, it } from 'vitest';
import { itineraryOf } from '#domain/connections/itinerary.ts';
import { LOCALES, type LocaleCode } from '#domain/i18n/locales.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { createIntl, IntlProvider } from '#web/app/i18n/intl.tsx';
import { PARSED_MESSAGES } from '#web/app/i18n/messages.server.ts';
import { ConnectionCard } from '#web/app/results/connection-card.tsx';
import { TripCard } from '#web/app/results/trip-card.tsx';
import { aSearch, aTrip } from '../domain/support/builders.ts';

const leg = (
  id: string,
  from: string,
  to: string,
  departureDatetime: string,
  arrivalDatetime: string,
): Trip =>
  aTrip({
    id,
    tripId: id,
    from,
    to,
    departureDatetime,
    arrivalDatetime,
    deckAvailability: [{ code: 'DECK', name: 'Deck', lowestFare: 2410, available: 50 }],
    seatAvailability: [],
  });

/**
 * Piraeus at 21:00 on the 15th, overnight to Corfu, a day there, then the evening ship to Sarandë
 * (Albania an hour behind): the last leg arrives two days after the journey began.
 */
const journey = itineraryOf([
  leg('a', 'PIR', 'CFU', '2026-12-15T21:00:00+02:00', '2026-12-16T09:00:00+02:00'),
  leg('b', 'CFU', 'SAR', '2026-12-17T00:30:00+02:00', '2026-12-17T00:10:00+01:00'),
])!;

/** The stub's root route: the card its data holds, in its data's language. */
function CardRoot() {
  const { locale, card } = useLoaderData() as { locale: LocaleCode; card: ReactNode };
  const intl = createIntl({ locale: LOCALES[locale].iso, messages: PARSED_MESSAGES[locale] });
  return <IntlProvider value={intl}>{card}</IntlProvider>;
}
const Stub = createRoutesStub([{ id: 'root', path: '/', Component: CardRoot }]);

/** A results card as the server renders it, in a language, below a root route that knows it. */
function render(locale: LocaleCode, card: ReactNode): string {
  return renderToStaticMarkup(<Stub hydrationData={{ loaderData: { root: { locale, card } } }} />);
}

function renderCard(locale: LocaleCode, passengers: number): string {
  return render(
    locale,
    <ConnectionCard
      itinerary={journey}
      accommodations={aSearch('oneWay', { passengers }).accommodations}
      logos={{}}
      portName={(code) => code}
    />,
  );
}

const text = (html: string) =>
  html
    .replace(/\s+/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;|\u00a0|\u202f/g, ' ');

describe('a connection’s card', () => {
  it('counts each leg’s days from the journey’s first departure', () => {
    const card = text(renderCard('it', 2));

    expect(card).toContain('09:00 +1 giorno CFU');
    expect(card).toContain('00:30 +2 giorni');
    expect(card).toContain('00:10 +2 giorni');
    expect(card).not.toContain('+1 giorno ora locale');
  });

  it('says the zones of a leg between ports on different clocks, and only of that leg', () => {
    const card = text(renderCard('it', 2));

    expect(card).toContain('+2 giorni ora locale (UTC+2) CFU');
    expect(card).toContain('+2 giorni ora locale (UTC+1) SAR');
    expect(card.match(/ora locale/g)).toHaveLength(2);
  });

  it('prices the whole party searched, and says for how many', () => {
    expect(text(renderCard('it', 2))).toContain('totale da 96,40 € per 2 passeggeri');
    expect(text(renderCard('en', 1))).toContain('total from €48.20 for 1 passenger');
  });
});

describe('a sailing’s card', () => {
  const card = (trip: Trip) =>
    text(
      render(
        'fr',
        <TripCard
          trip={trip}
          logo={undefined}
          portName={(code) => code}
          fastest={false}
          selected={false}
          onSelect={() => {}}
        />,
      ),
    );

  it('says each time’s zone where the ports keep different clocks, the crossing measured between instants', () => {
    const shown = card(leg('c', 'CFU', 'SAR', '2026-12-16T09:30:00+02:00', '2026-12-16T09:10:00+01:00'));

    expect(shown).toContain('09:30heure locale (UTC+2)CFU');
    expect(shown).toContain('09:10heure locale (UTC+1)SAR');
    expect(shown).toContain('0 h 40 min');
  });

  it('says no zone where both ports keep the same clock', () => {
    expect(
      card(leg('d', 'PIR', 'JTR', '2026-07-14T07:25:00+03:00', '2026-07-14T15:05:00+03:00')),
    ).not.toContain('heure locale');
  });
});
