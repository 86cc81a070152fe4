import { type Assistance, noAssistance } from './assistance.ts';

/**
 * Passenger type codes as ferry reservation systems use them: adult, child, infant, student, senior,
 * and a disabled-person fare. AD is the spec's default.
 */
export const PASSENGER_TYPES = ['AD', 'CH', 'IN', 'ST', 'SE', 'DI'] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];

/** How a berth or seat is requested: a male or female berth, the whole cabin, or a seat. */
export const ACCOMMODATION_REQUEST_TYPES = ['COMPLETE', 'MALE', 'FEMALE', 'SEAT'] as const;
export type AccommodationRequestType = (typeof ACCOMMODATION_REQUEST_TYPES)[number];

export const SEXES = ['male', 'female'] as const;
export type Sex = (typeof SEXES)[number];

const DEFAULT_PASSENGER_TYPE: PassengerType = 'AD';
const DEFAULT_ACCOMMODATION_REQUEST_TYPE: AccommodationRequestType = 'COMPLETE';
const DEFAULT_CAPACITY_CRS = 1;

/** A passenger of one leg (spec §3 "Passenger"). Absent values are null or '' so the state survives JSON. */
export interface Passenger {
  passengerType: PassengerType;
  sex: Sex | null;
  accommodationType: string;
  accommodationTypeDescr: string;
  discountIdOrCode: string | null;
  documentId: string;
  loyaltyCard: string;
  nationality: string;
  accommodationRequestType: AccommodationRequestType;
  capacityCrs: number;
  name: string;
  surname: string;
  /** Day/month/year as typed, e.g. 07/03/1985. */
  birthDate: string;
  /** The MAN (resident) number, optional. */
  manNumber: string;
  /**
   * The number of the card proving a student or disability fare or the large-family discount
   * (`needsProofNumber`); shown at boarding.
   */
  proofNumber: string;
  /** The help asked for on board and at the port (decision 0086); none by default. */
  assistance: Assistance;
}

export interface DefaultAccommodation {
  code: string;
  description: string;
}

export function newPassenger(accommodation: DefaultAccommodation): Passenger {
  return {
    passengerType: DEFAULT_PASSENGER_TYPE,
    sex: null,
    accommodationType: accommodation.code,
    accommodationTypeDescr: accommodation.description,
    discountIdOrCode: null,
    documentId: '',
    loyaltyCard: '',
    nationality: '',
    accommodationRequestType: DEFAULT_ACCOMMODATION_REQUEST_TYPE,
    capacityCrs: DEFAULT_CAPACITY_CRS,
    name: '',
    surname: '',
    birthDate: '',
    manNumber: '',
    proofNumber: '',
    assistance: noAssistance(),
  };
}
