import type { LegRequest, PassengerRequest } from '#application/ports/ferry-booking-requests.ts';
import type { ChangeQuote, ChangeRequest } from '#application/ports/ferry-changes.ts';
import type { InventoryError } from '#application/ports/ferry-inventory.ts';
import type { BookedLeg } from '#application/ports/upstream-booking.ts';
import { type Assistance, asksForAssistance } from '#domain/booking/assistance.ts';
import { typeAfterCorrection } from '#domain/booking/passenger-age.ts';
import type { LegPricing } from '#domain/pricing/leg-pricing.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { type ChangeRule, changeTermsOf, waivedSailingRule } from '../catalogue/change-terms.ts';
import { priceLeg } from '../network/leg-pricing.ts';
import type { Place } from '../network/sailing-places.ts';
import type { StoredBooking } from '../network/stored-booking.ts';
import type { Segment } from '../network/timetable.ts';
import { tripNotFound } from './booking-answers.ts';
import { bookedLegs, type PricedSegment, placesOf } from './held-legs.ts';
import type { UpstreamSystem } from './upstream-systems.ts';

const HOUR = 3_600_000;

/** What applying a change takes and gives back, besides its quote. */
export interface PlannedChange {
  quote: ChangeQuote;
  /** Places the change takes: the new sailing's, or what an addition adds to the leg's. */
  places: Place[];
  /** The sailing whose places the leg gives back once the change is applied (a sailing change). */
  releasesSailing: string | null;
}

export interface ChangeSetting {
  segmentOf: (tripId: string) => Segment | undefined;
  system: UpstreamSystem;
  now: number;
  /**
   * A sailing change answering a disruption the system's own feed shows on the leg's sailing (decision
   * 0094): the company's terms are waived, and so is the fare difference.
   */
  ownDisruption?: boolean;
}

type Planned = Result<PlannedChange, InventoryError>;

const invalid = (message: string, path: string): Result<never, InventoryError> =>
  err({ code: 'invalidRequest', message, path });

/** A change to a sold leg by its company's terms (`catalogue/change-terms.ts`), priced on this system. */
export function planChange(booking: StoredBooking, request: ChangeRequest, setting: ChangeSetting): Planned {
  if (booking.status !== 'confirmed')
    return err({ code: 'invalidBookingState', message: `a ${booking.status} booking cannot be changed` });
  const leg = booking.legs[request.legIndex];
  if (!leg) return invalid(`no leg ${request.legIndex}`, 'legIndex');
  const segment = setting.segmentOf(leg.tripId);
  if (!segment) return err({ ...tripNotFound(leg.tripId), path: 'legIndex' });
  const waived = setting.ownDisruption === true && request.kind === 'sailing';
  const terms = changeTermsOf(leg.companyCode);
  const rule = waived ? waivedSailingRule(terms) : terms[request.kind];
  if (!rule)
    return err({ code: 'changeNotOffered', message: `${leg.companyCode} offers no ${request.kind}` });
  const hoursLeft = (segment.departure - setting.now) / HOUR;
  // A cancelled sailing's hour may have passed: its travellers are still owed another one.
  if (!waived && (hoursLeft <= 0 || hoursLeft < rule.closesHoursBefore))
    return err({
      code: 'changeTooLate',
      message: `${leg.companyCode} takes no ${request.kind} within ${rule.closesHoursBefore} hours of departure`,
    });
  switch (request.kind) {
    case 'correction':
      return planCorrection(leg, segment, request, rule, setting);
    case 'sailing':
      return planSailing(leg, segment, request, rule, setting);
    case 'addition':
      return planAddition(leg, segment, request, rule, setting);
  }
}

/**
 * A correction of one passenger (issue #49, decision 0105): the price facts are derived again from the
 * passenger as corrected, on the day the leg sails: a birth date that no longer fits the booked type makes
 * the passenger the type it gives, and the leg is priced for it.
 */
function planCorrection(
  leg: BookedLeg,
  segment: Segment,
  request: Extract<ChangeRequest, { kind: 'correction' }>,
  rule: ChangeRule,
  setting: ChangeSetting,
): Planned {
  const index = request.passengerIndex;
  const booked = leg.request.passengers[index];
  if (!booked) return invalid(`no passenger ${index}`, 'passengerIndex');
  const fields = Object.entries(request.correction).filter(([, value]) => value !== undefined);
  if (fields.length === 0) return invalid('nothing to correct', 'correction');
  const travelDate = segment.departureDatetime.slice(0, 10);
  const type = typeAfterCorrection(booked, request.correction, travelDate);
  if (!type.ok)
    return invalid(`the birth date gives no age on ${travelDate} (${type.error})`, 'correction.birthDate');
  const corrected = { ...booked, ...Object.fromEntries(fields), passengerType: type.value };
  const passengers = leg.request.passengers.map((passenger, at) => (at === index ? corrected : passenger));
  const changedRequest = { ...leg.request, passengers };
  const pricing = correctedPricing(segment, leg, changedRequest, index, setting);
  if (!pricing.ok) return pricing;
  const changed = { ...leg, request: changedRequest, pricing: pricing.value };
  return ok({
    quote: quoteOf(setting.system.name, request, leg, changed, rule),
    places: [],
    releasesSailing: null,
  });
}

/**
 * The leg's pricing once one passenger is corrected. The leg is priced today as sold and as corrected: when
 * the passenger's line is the same (a name, a birth date in the same band) the leg keeps its price as sold;
 * otherwise their line becomes today's price of what they now travel as, the others' lines stay as sold, so
 * the difference is the corrected passenger's alone and never the demand's since the sale.
 */
function correctedPricing(
  segment: Segment,
  leg: BookedLeg,
  corrected: LegRequest,
  index: number,
  setting: ChangeSetting,
): Result<LegPricing, InventoryError> {
  const before = pricedOn(segment, leg.request, setting);
  if (!before.ok) return before;
  const after = pricedOn(segment, corrected, setting);
  if (!after.ok) return after;
  const lineOf = (priced: PricedSegment) =>
    priced.priced.pricing.passengerPrices.items.find((item) => item.index === index);
  const was = lineOf(before.value);
  const now = lineOf(after.value);
  if (!now || (was?.code === now.code && was.total === now.total)) return ok(leg.pricing);
  const items = leg.pricing.passengerPrices.items.map((item) => (item.index === index ? now : item));
  const passengerPrices = { items, total: items.reduce((sum, item) => sum + item.total, 0) };
  const tripTotal = leg.pricing.tripTotal - leg.pricing.passengerPrices.total + passengerPrices.total;
  return ok({ ...leg.pricing, passengerPrices, tripTotal });
}

function planSailing(
  leg: BookedLeg,
  segment: Segment,
  request: Extract<ChangeRequest, { kind: 'sailing' }>,
  rule: ChangeRule,
  setting: ChangeSetting,
): Planned {
  const next = setting.segmentOf(request.tripId);
  if (!next || next.departure <= setting.now) return err({ ...tripNotFound(request.tripId), path: 'tripId' });
  if (next.from !== segment.from || next.to !== segment.to || next.tripId === segment.tripId)
    return invalid('another sailing of the same route', 'tripId');
  if (rule.sameCompany && next.run.line.company !== segment.run.line.company)
    return err({
      code: 'changeSameCompanyOnly',
      message: `${leg.companyCode} changes a leg only to its own sailings`,
      path: 'tripId',
    });
  const moved: LegRequest = {
    ...leg.request,
    tripId: next.tripId,
    passengers: withAssistance(leg.request.passengers, request.assistance),
  };
  const priced = pricedOn(next, moved, setting);
  if (!priced.ok) return priced;
  const changed = bookedLegs([priced.value], { legs: [moved] })[0]!;
  const quote = quoteOf(setting.system.name, request, leg, changed, rule);
  return ok({
    quote: setting.ownDisruption ? { ...quote, fareDifference: 0, total: rule.fee } : quote,
    places: placesOf([priced.value]),
    releasesSailing: segment.run.sailingId,
  });
}

/** The leg's passengers with the requests a sailing change re-sends (decision 0091); none sent, as they were. */
function withAssistance(
  passengers: PassengerRequest[],
  requests: Assistance[] | undefined,
): PassengerRequest[] {
  if (!requests) return passengers;
  return passengers.map(({ assistance: _asked, ...passenger }, index) => {
    const asked = requests[index];
    return asksForAssistance(asked) ? { ...passenger, assistance: asked } : passenger;
  });
}

function planAddition(
  leg: BookedLeg,
  segment: Segment,
  request: Extract<ChangeRequest, { kind: 'addition' }>,
  rule: ChangeRule,
  setting: ChangeSetting,
): Planned {
  if (request.vehicles.length + request.trailers.length + request.pets.length === 0)
    return invalid('nothing to add', 'vehicles');
  const vehicles = leg.request.vehicles.map((vehicle, index) => {
    const trailer = request.trailers.find((added) => added.vehicleIndex === index);
    return trailer
      ? { ...vehicle, trailer: { accommodationType: trailer.accommodationType, length: trailer.length } }
      : vehicle;
  });
  if (
    request.trailers.some(
      (added) =>
        !leg.request.vehicles[added.vehicleIndex] || leg.request.vehicles[added.vehicleIndex]?.trailer,
    )
  )
    return invalid('a trailer needs a vehicle on the leg that tows none', 'trailers');
  const grown: LegRequest = {
    ...leg.request,
    vehicles: [...vehicles, ...request.vehicles],
    pets: [...leg.request.pets, ...request.pets],
  };
  const before = pricedOn(segment, leg.request, setting);
  const after = pricedOn(segment, grown, setting);
  if (!after.ok) return after;
  if (!before.ok) return before;
  const changed = bookedLegs([after.value], { legs: [grown] })[0]!;
  const added = placesOf([after.value])
    .map((place) => ({
      ...place,
      quantity: place.quantity - (before.value.priced.resources[place.resource] ?? 0),
    }))
    .filter((place) => place.quantity > 0);
  return ok({
    quote: quoteOf(setting.system.name, request, leg, changed, rule),
    places: added,
    releasesSailing: null,
  });
}

function pricedOn(
  segment: Segment,
  request: LegRequest,
  setting: ChangeSetting,
): Result<PricedSegment, InventoryError> {
  const priced = priceLeg(segment, request, setting.system, 'leg');
  return priced.ok ? ok({ segment, priced: priced.value }) : priced;
}

function quoteOf(
  agentName: string,
  request: ChangeRequest,
  leg: BookedLeg,
  changed: BookedLeg,
  rule: ChangeRule,
): ChangeQuote {
  const fareDifference = changed.pricing.tripTotal - leg.pricing.tripTotal;
  return {
    agentName,
    kind: request.kind,
    legIndex: request.legIndex,
    fareDifference,
    fee: rule.fee,
    total: fareDifference + rule.fee,
    leg: changed,
  };
}
