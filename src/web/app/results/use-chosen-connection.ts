import { useEffect, useRef } from 'react';
import { selectConnection } from '#domain/booking/wizard.ts';
import { goForward } from '#domain/booking/wizard-steps.ts';
import type { ChosenConnectionState } from '#domain/connections/chosen-connection.ts';
import type { BookingWizard } from '../booking/use-booking-wizard.ts';

/**
 * "Book this connection" (decision 0087): once the booking kept in the tab has been read, the chosen
 * sailings are selected and the traveller goes on to the passengers, as if each had been selected by hand.
 * When their fares changed since the card, they are selected and the results stay, with the notice, for
 * the traveller to accept the new total or choose otherwise. A kept booking of these very sailings (a
 * reload) is left as it is.
 */
export function useChosenConnection(wizard: BookingWizard, chosen: ChosenConnectionState | null) {
  const { restored, attempt, state } = wizard;
  const applied = useRef(false);
  const keptIds = state.routes.map((route) => route.trip.id).join('+');
  useEffect(() => {
    if (!restored || applied.current || !chosen || chosen.kind === 'gone') return;
    applied.current = true;
    if (keptIds === chosen.trips.map((trip) => trip.id).join('+')) return;
    const selected = attempt((current) => selectConnection(current, chosen.trips));
    if (selected.ok && chosen.kind === 'ready') attempt(goForward);
  }, [restored, chosen, attempt, keptIds]);
}
