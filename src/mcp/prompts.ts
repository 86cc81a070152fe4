/**
 * The agents' prompts: instructions to a model, like the tools' descriptions (API documentation, in
 * English), not words the site shows a person.
 */
export const ISLAND_HOPPING_PROMPT = {
  name: 'plan_island_hopping',
  title: 'Plan an island-hopping trip',
  description:
    'Plans a trip over several Greek islands with Kyma’s tools, from ports to a booking the person pays.',
  arguments: [
    { name: 'start', description: 'Where the trip starts (a port or city, any language)', required: true },
    { name: 'islands', description: 'Islands the person wants to see, if they know', required: false },
    { name: 'dates', description: 'When the trip starts and how long it lasts', required: true },
    { name: 'party', description: 'Who travels: adults, children, a car, pets', required: true },
  ],
};

/** The prompt's message for the given arguments. */
export function islandHoppingText(args: Record<string, string | undefined>): string {
  return [
    `Plan an island-hopping ferry trip starting at ${args.start ?? 'the port I name'}` +
      `${args.islands ? `, visiting ${args.islands}` : ''}, ${args.dates ?? 'on dates I give'}, for ${args.party ?? 'my party'}.`,
    'Use the Kyma tools:',
    '1. find_ports for every place, to get port codes (ask me when a name matches several ports).',
    '2. get_disruptions, and fare_calendar for each hop to see which days sail and what they cost.',
    '3. search_trips with typeOfTrip multipleTrips, one leg per hop (2 to 5 legs), and suggest one sailing per leg with ' +
      'times (local, with their offset) and prices in euros; show me the results link too. Where two islands have ' +
      'no direct ship that day, search_trips oneWay between them answers connections: offer one with its waits.',
    '4. price_trip for the chosen sailings with the whole party, and tell me the final price.',
    '5. Only when I say yes to the sailings, the travellers and that price: start_booking with ' +
      'traveller_confirmed: true, then give me the payment link; the places are held until holdExpiresAt.',
  ].join('\n');
}
