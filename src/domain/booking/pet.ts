/** A pet travelling on one leg (spec §3 "Pet"). */
export interface Pet {
  code: string;
  description: string;
  /** Index of the responsible passenger in the same leg; null while nobody is assigned. */
  passengerIndex: number | null;
  /** The chip number. */
  identityNumber: string;
}

export function newPet(): Pet {
  return { code: '', description: '', passengerIndex: null, identityNumber: '' };
}
