import type { Assistance } from '#domain/booking/assistance.ts';
import type { PassengerType } from '#domain/booking/passenger.ts';

/** What the ferry inventory port is asked to price, hold and book: legs with their passengers, vehicles and pets. */

export interface PassengerRequest {
  passengerType: PassengerType;
  accommodationType: string;
  /** COMPLETE (seat, or the whole cabin), MALE or FEMALE berth. */
  accommodationRequestType: 'COMPLETE' | 'MALE' | 'FEMALE' | 'SEAT';
  /** LF (large family), MAN (island resident) or a company discount code. */
  discountIdOrCode?: string | null;
  loyaltyCard?: string;
  manNumber?: string;
  /** The student, disability or large-family card's number (decision 0050), where the fare needs one. */
  proofNumber?: string;
  sex?: 'male' | 'female' | null;
  name?: string;
  surname?: string;
  documentId?: string;
  nationality?: string;
  birthDate?: string;
  /** The help the passenger asked for, which the company must hear of at booking; absent when none. */
  assistance?: Assistance;
}

export interface TrailerRequest {
  accommodationType: string;
  length: number;
}

export interface VehicleRequest {
  accommodationType: string;
  /** Metres. */
  length: number;
  loyaltyCard?: string;
  plateNumber?: string;
  trailer?: TrailerRequest | null;
}

export interface PetRequest {
  code: string;
  passengerIndex: number;
  identityNumber?: string;
}

export interface LegRequest {
  /** The upstream's own trip id (`Trip.tripId`). */
  tripId: string;
  /** Fare option code; the standard fare when absent. */
  fareOption?: string;
  passengers: PassengerRequest[];
  vehicles: VehicleRequest[];
  pets: PetRequest[];
}

export interface PricingRequest {
  legs: LegRequest[];
  userId?: string;
}

type TravellerDetails = Pick<PassengerRequest, 'documentId' | 'nationality' | 'birthDate'> & {
  name: string;
  surname: string;
  sex: 'male' | 'female';
};

/** The lead traveller, as the domain's `leaderSchema` checks it (the booking API refuses anything less). */
export interface Leader {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  phonePrefix?: string;
  country: string;
  address?: string;
  zipcode?: string;
  city?: string;
  sex?: 'male' | 'female' | null;
}

export interface HoldRequest {
  legs: LegRequest[];
  leader?: Leader;
  userId?: string;
}

export interface InsertBookingRequest {
  orderCode: string;
  leader: Leader;
  /** Per leg, per passenger: names, sex and documents (the passenger form's), in the order of the hold. */
  passengers?: Array<Array<TravellerDetails>>;
}
