import type { Cents } from '../money/cents.ts';
import type { LegDisruptionFacts } from './leg-disruption-facts.ts';
import {
  ACCOMMODATION_NIGHTS,
  ACCOMMODATION_PER_NIGHT,
  departureDelay,
  type PassengerRights,
  passengerRights,
  type RightKind,
  type WithholdingReason,
} from './passenger-rights.ts';

/**
 * What a meal costs at most, and how often one is due while waiting: Art. 17(1) gives "snacks, meals or
 * refreshments in reasonable relation to the waiting time" without a figure, so Kyma sets one (decision 0089):
 * one meal of up to 15 € a passenger for each 8 hours of waiting begun (three a day).
 */
const MEAL_ALLOWANCE: Cents = 1500;
const MINUTES_PER_MEAL = 8 * 60;
/** A cancelled sailing has no new departure: its wait counts a day, and a day more for each night stayed. */
const CANCELLED_WAIT_MINUTES = 24 * 60;

/** What the traveller says they spent on a disrupted leg while waiting (Art. 17), in cents. */
export interface CareExpenses {
  meals: Cents;
  nights: number;
  perNight: Cents;
}

/** Why a line grants what it does: all that was asked, the cap, or nothing for the reason the rights give. */
export type CareLineReason = 'asSpent' | 'capped' | 'notDue' | WithholdingReason;

/** One line of a care claim, explained: what was spent, the most the regulation gives, what is claimed. */
interface CareLine {
  kind: Extract<RightKind, 'refreshments' | 'accommodation'>;
  asked: Cents;
  cap: Cents;
  granted: Cents;
  reason: CareLineReason;
}

interface RefreshmentsLine extends CareLine {
  kind: 'refreshments';
  /** The meals the waiting time gives each passenger. */
  meals: number;
}

interface AccommodationLine extends CareLine {
  kind: 'accommodation';
  nights: number;
  /** The nights counted (at most 3) and the most a night may cost for all the leg's passengers. */
  nightsCounted: number;
  perNightCap: Cents;
}

/** A care claim worked out line by line (decision 0089); `amount` is what is claimed, their sum. */
export interface CareClaim {
  passengers: number;
  refreshments: RefreshmentsLine;
  accommodation: AccommodationLine;
  amount: Cents;
}

const granted = (asked: Cents, cap: Cents): Pick<CareLine, 'granted' | 'reason'> =>
  asked > cap ? { granted: cap, reason: 'capped' } : { granted: asked, reason: 'asSpent' };

/** Why the rights withhold or do not give `kind`, if they do not give it. */
function refusal(rights: PassengerRights, kind: RightKind): Pick<CareLine, 'granted' | 'reason'> | null {
  if (rights.rights.some((right) => right.kind === kind)) return null;
  const withheld = rights.withheld.find((right) => right.kind === kind);
  return { granted: 0, reason: withheld ? withheld.reason : 'notDue' };
}

/** The day an instant falls on at the port of departure (Greek time: Kyma's ports are within an hour of it). */
const portDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Athens' }).format(new Date(iso));

/**
 * The nights a stay became necessary for (Art. 17(2)): those between the sailing's scheduled departure and
 * its new one, counted as the port's midnights passed; a delay within one day needs none (issue #49: 3
 * nights were granted for a 2.5-hour daytime delay). A cancelled sailing has no new departure: up to the 3.
 */
function nightsNecessary(facts: LegDisruptionFacts): number {
  if (!facts.expectedDeparture) return ACCOMMODATION_NIGHTS;
  const from = Date.parse(`${portDay(facts.scheduledDeparture)}T00:00:00Z`);
  const to = Date.parse(`${portDay(facts.expectedDeparture)}T00:00:00Z`);
  return Math.max(0, Math.round((to - from) / 86_400_000));
}

function accommodationLine(
  facts: LegDisruptionFacts,
  rights: PassengerRights,
  spent: CareExpenses,
  passengers: number,
): AccommodationLine {
  const nightsCounted = Math.min(Math.max(0, spent.nights), ACCOMMODATION_NIGHTS, nightsNecessary(facts));
  const perNightCap = ACCOMMODATION_PER_NIGHT * passengers;
  const asked = Math.max(0, spent.nights) * spent.perNight;
  const cap = nightsCounted * Math.min(spent.perNight, perNightCap);
  const given = refusal(rights, 'accommodation') ?? granted(asked, cap);
  return { kind: 'accommodation', asked, cap, nights: spent.nights, nightsCounted, perNightCap, ...given };
}

function refreshmentsLine(
  facts: LegDisruptionFacts,
  rights: PassengerRights,
  spent: CareExpenses,
  passengers: number,
  nightsCounted: number,
): RefreshmentsLine {
  const delay = departureDelay(facts);
  const waiting = Number.isFinite(delay) ? delay : CANCELLED_WAIT_MINUTES * (1 + nightsCounted);
  const meals = Math.ceil(waiting / MINUTES_PER_MEAL);
  const cap = meals * MEAL_ALLOWANCE * passengers;
  const given = refusal(rights, 'refreshments') ?? granted(spent.meals, cap);
  return { kind: 'refreshments', asked: spent.meals, cap, meals, ...given };
}

/**
 * The care a disrupted leg gives for what the traveller spent (Art. 17; decision 0089): refreshments in
 * proportion to the waiting time, and up to 3 nights at up to 80 € a night per passenger where a stay became
 * necessary, not when the weather was the cause (Art. 17(3)) nor when the disruption was known before buying
 * (Art. 20(2)); nothing unless the sailing was cancelled or left more than 90 minutes late.
 */
export function careClaim(facts: LegDisruptionFacts, spent: CareExpenses, passengers: number): CareClaim {
  const rights = passengerRights(facts);
  const accommodation = accommodationLine(facts, rights, spent, passengers);
  const refreshments = refreshmentsLine(facts, rights, spent, passengers, accommodation.nightsCounted);
  return { passengers, refreshments, accommodation, amount: refreshments.granted + accommodation.granted };
}

/** Whether the leg's disruption gives any care at all, so the page offers the claim. */
export const careIsDue = (rights: PassengerRights) =>
  rights.rights.some((right) => right.kind === 'refreshments' || right.kind === 'accommodation');

/** What the claim asks the company for: the meals and the nights as capped, and the price a night claimed. */
export function careAsked(care: CareClaim): { meals: Cents; nights: number; perNight: Cents } {
  const { granted, nightsCounted } = care.accommodation;
  const nights = granted > 0 ? nightsCounted : 0;
  return { meals: care.refreshments.granted, nights, perNight: nights > 0 ? granted / nights : 0 };
}
