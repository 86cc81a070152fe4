/**
 * What help a passenger with reduced mobility or a disability asks for (Regulation 1177/2010 Art. 11–12,
 * decision 0086): the carrier must hear of it at booking, so it travels with the passenger to the company.
 */
export const ASSISTANCE_NEEDS = [
  'wheelchair',
  'reducedMobility',
  'blindOrPartiallySighted',
  'deafOrHardOfHearing',
  'assistanceDog',
  'accessibleCabin',
] as const;
export type AssistanceNeed = (typeof ASSISTANCE_NEEDS)[number];

/** The free text beside the boxes: long enough to explain, short enough for a company's remarks field. */
export const ASSISTANCE_NOTE_MAX_LENGTH = 300;

export interface Assistance {
  needs: AssistanceNeed[];
  /** What the boxes do not say (e.g. "travels with an electric wheelchair, 80 kg"); '' when nothing. */
  note: string;
}

export function noAssistance(): Assistance {
  return { needs: [], note: '' };
}

/** Whether the passenger asked for anything; orders placed before assistance was asked have no record. */
export function asksForAssistance(assistance: Assistance | undefined): assistance is Assistance {
  return assistance !== undefined && (assistance.needs.length > 0 || assistance.note.trim() !== '');
}

/**
 * Each passenger's request, in their order, as a change re-sends them to the company (decision 0091): an
 * empty one for a passenger who asked for nothing, or whose order was placed before assistance was asked.
 */
export function requestsOf(passengers: readonly { assistance?: Assistance | undefined }[]): Assistance[] {
  return passengers.map((passenger) => passenger.assistance ?? noAssistance());
}

/** Ticks or unticks one need, keeping the needs in their listed order. */
export function toggleNeed(assistance: Assistance, need: AssistanceNeed, wanted: boolean): Assistance {
  const needs = ASSISTANCE_NEEDS.filter((known) =>
    known === need ? wanted : assistance.needs.includes(known),
  );
  return { ...assistance, needs };
}
