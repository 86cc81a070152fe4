import { randomUUID } from 'node:crypto';
import { alpha2Of } from '#adapters/ferry-gateway/fgw-countries.ts';
import { decimalOf } from '#adapters/ferry-gateway/fgw-terms.ts';
import type { SimulatedFerryInventory } from '#adapters/ferry-upstream/simulated/simulated-ferry-inventory.ts';
import type { LegRequest } from '#application/ports/ferry-booking-requests.ts';
import type { InventoryError } from '#application/ports/ferry-inventory.ts';
import type { UpstreamBooking } from '#application/ports/upstream-booking.ts';
import type { PassengerType } from '#domain/booking/passenger.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { context, costDetails, errorAnswer, sailingElement, TPE_NAMESPACE } from './fgw-server-elements.ts';
import { childrenOf, type FgwServerSearch } from './fgw-server-search.ts';

type Element = Record<string, unknown>;

/** What the server keeps of a booking besides the simulated system's record: the people as sent. */
interface Stored {
  passengers: Element[];
  contact: Element;
  vehicles: Element[];
  pets: Element[];
  /** The booking's free-text `Comment`, echoed in the extension since the answers have no field for it. */
  comment?: string;
  /** Per sailing: its id, the passenger, vehicle and pet ids on it, the trip. */
  sailings: Array<{ id: string; passengerIds: string[]; vehicleIds: string[]; petIds: string[]; trip: Trip }>;
}

interface Token {
  expiresAt: number;
  gross: string[];
  used: boolean;
}

const CODES: Record<string, string> = {
  tripNotFound: 'SailingNotFound',
  noAvailability: 'NoAvailability',
  invalidRequest: 'InvalidRequest',
  bookingNotFound: 'BookingNotFound',
  bookingExpired: 'ReservationExpired',
  invalidBookingState: 'InvalidBookingStatus',
};

function passengerTypeOf(passenger: Element): PassengerType {
  const sub = passenger['@_SubCategory'];
  if (sub === 'ST' || sub === 'SE' || sub === 'DI') return sub;
  return passenger['@_Category'] === 'Child' ? 'CH' : passenger['@_Category'] === 'Infant' ? 'IN' : 'AD';
}

/** A Reservation's `Comment`, as sent. */
function commentIn(request: Element): { comment?: string } {
  return typeof request.Comment === 'string' ? { comment: request.Comment } : {};
}

export interface FgwServerBookingsOptions {
  system: SimulatedFerryInventory;
  search: FgwServerSearch;
  clientId: string;
  now: () => Date;
  tokenTtlMs: number;
}

/** The booking half of the local gateway: GetPrice and its tokens, reservations, confirmation, recall, cancel. */
export class FgwServerBookings {
  /** Added to the cancellation charge when CancelBooking compares it: the operator's charge moved meanwhile. */
  cancelChargeDrift = 0;
  /** How long a GetPrice token holds the price; 0 makes every token lapse before it is used. */
  tokenTtlMs: number;
  readonly #o: FgwServerBookingsOptions;
  readonly #tokens = new Map<string, Token>();
  readonly #stored = new Map<string, Stored>();

  constructor(options: FgwServerBookingsOptions) {
    this.#o = options;
    this.tokenTtlMs = options.tokenTtlMs;
  }

  /** The references of every booking made here, oldest first: the operator's own list, not a message. */
  references(): string[] {
    return [...this.#stored.keys()];
  }

  async price(request: Element): Promise<Element> {
    const legs = await this.#legs(request);
    if ('error' in legs) return legs.error;
    const priced = await this.#o.system.price({ legs: legs.requests });
    if (!priced.ok) return this.#refused(priced.error);
    const details = priced.value.map((pricing, i) => costDetails(pricing, legs.ids[i]!));
    const token = randomUUID();
    const expiresAt = this.#o.now().getTime() + this.tokenTtlMs;
    this.#tokens.set(token, {
      expiresAt,
      gross: details.map((d) => String(d['@_GrossAmount'])),
      used: false,
    });
    return {
      '@_Token': token,
      '@_TokenExpiryTime': new Date(expiresAt).toISOString(),
      Context: this.#context(),
      Passengers: request.Passengers,
      ...(request.Vehicles ? { Vehicles: request.Vehicles } : {}),
      FerryComponents: {
        FerryComponent: [
          {
            Sailings: { Sailing: legs.trips.map((trip, i) => sailingElement(trip, legs.ids[i]!)) },
            Cost: { CostDetails: details },
          },
        ],
      },
    };
  }

  /** A new reservation on a price token, or (with a booking reference) the travellers of a held one. */
  async reservation(request: Element): Promise<Element> {
    const [amended] = childrenOf(request, 'FerryComponent', 'BookingReference');
    if (amended) return this.#amend(String(amended['@_Reference']), request);
    const legs = await this.#legs(request);
    if ('error' in legs) return legs.error;
    const refused = this.#spendToken(request);
    if (refused) return refused;
    const held = await this.#o.system.hold({ legs: legs.requests });
    if (!held.ok) return this.#refused(held.error);
    this.#stored.set(held.value.orderCode, {
      passengers: childrenOf(request, 'Passengers', 'Passenger'),
      contact: (request.ContactDetails as Element) || {},
      vehicles: childrenOf(request, 'Vehicles', 'Vehicle'),
      pets: childrenOf(request, 'Pets', 'Pet'),
      ...commentIn(request),
      sailings: legs.trips.map((trip, i) => ({
        petIds: legs.petIds[i]!,
        id: legs.ids[i]!,
        passengerIds: legs.passengerIds[i]!,
        vehicleIds: legs.vehicleIds[i]!,
        trip,
      })),
    });
    return this.#booked(held.value);
  }

  async confirm(request: Element): Promise<Element> {
    const finalized = await this.#o.system.finalizeBooking(this.#reference(request));
    return finalized.ok ? this.#booked(finalized.value) : this.#refused(finalized.error);
  }

  async recall(request: Element): Promise<Element> {
    const reference = this.#reference(request);
    if (!this.#stored.has(reference))
      return this.#refused({ code: 'bookingNotFound', message: `no booking ${reference}` });
    const booking = await this.#o.system.retrieveBooking(reference);
    return booking.ok ? this.#booked(booking.value) : this.#refused(booking.error);
  }

  async cancelCharge(request: Element): Promise<Element> {
    const reference = this.#reference(request);
    const quote = await this.#o.system.cancelBooking({ orderCode: reference, confirm: false });
    if (!quote.ok) return this.#refused(quote.error);
    return this.#charge(reference, 'Booked', quote.value.refund.fee);
  }

  /** A reservation is cancelled free; a booking only with the charge GetCancelCharge quoted, still current. */
  async cancel(request: Element): Promise<Element> {
    const reference = this.#reference(request);
    const booking = await this.#o.system.retrieveBooking(reference);
    if (!booking.ok) return this.#refused(booking.error);
    if (booking.value.status === 'held' || booking.value.status === 'inserted') {
      const failed = await this.#o.system.failBooking(reference);
      return failed.ok ? this.#charge(reference, 'Cancelled', 0) : this.#refused(failed.error);
    }
    const quote = await this.#o.system.cancelBooking({ orderCode: reference, confirm: false });
    if (!quote.ok) return this.#refused(quote.error);
    const expected = childrenOf(request, 'Cost', 'CostDetails').map((d) => String(d['@_GrossAmount']));
    const current = decimalOf(quote.value.refund.fee + this.cancelChargeDrift);
    if (expected.length !== 1 || Number(expected[0]) !== Number(current))
      return errorAnswer(
        this.#o.clientId,
        this.#o.now(),
        'CancelChargeChanged',
        `the charge is now ${current}`,
      );
    const cancelled = await this.#o.system.cancelBooking({ orderCode: reference, confirm: true });
    return cancelled.ok
      ? this.#charge(reference, 'Cancelled', quote.value.refund.fee)
      : this.#refused(cancelled.error);
  }

  #reference(request: Element): string {
    return String(childrenOf(request, 'BookingReference')[0]?.['@_Reference'] ?? '');
  }

  #context(): Element {
    return context(this.#o.clientId, this.#o.now());
  }

  #refused(error: InventoryError): Element {
    return errorAnswer(this.#o.clientId, this.#o.now(), CODES[error.code] ?? 'InvalidRequest', error.message);
  }

  #charge(reference: string, status: string, fee: number): Element {
    return {
      Context: this.#context(),
      BookingReference: { '@_Reference': reference, '@_BookingStatus': status },
      Cost: {
        CostDetails: [
          {
            '@_GrossAmount': decimalOf(fee),
            CostDetail: [{ '@_Category': 'CancellationFee', '@_TotalAmount': decimalOf(fee) }],
          },
        ],
      },
    };
  }

  /** A token must be known, unspent and in time, and the quoted cost the one it locked. */
  #spendToken(request: Element): Element | undefined {
    const token = this.#tokens.get(String(request['@_Token'] ?? ''));
    const fail = (code: string, why: string) => errorAnswer(this.#o.clientId, this.#o.now(), code, why);
    if (!token) return fail('InvalidRequest', 'a Reservation needs the Token of a GetPrice');
    if (token.used) return fail('InvalidRequest', 'this token has booked already');
    if (token.expiresAt <= this.#o.now().getTime())
      return fail('TokenExpired', 'the price token has expired');
    const quoted = childrenOf(request, 'FerryComponent', 'QuotedCost', 'CostDetails').map((d) =>
      String(d['@_GrossAmount']),
    );
    if (quoted.join() !== token.gross.join())
      return fail('PriceChanged', `the price is ${token.gross.join(' + ')}`);
    token.used = true;
    return undefined;
  }

  async #amend(reference: string, request: Element): Promise<Element> {
    const stored = this.#stored.get(reference);
    if (!stored) return this.#refused({ code: 'bookingNotFound', message: `no booking ${reference}` });
    // An amendment states the booking's travellers as they now are, its vehicles as much as its passengers.
    const byId = (elements: Element[]) => new Map(elements.map((e) => [String(e['@_Id']), e]));
    const named = byId(childrenOf(request, 'Passengers', 'Passenger'));
    const vehicles = byId(childrenOf(request, 'Vehicles', 'Vehicle'));
    stored.passengers = stored.passengers.map((p) => named.get(String(p['@_Id'])) ?? p);
    stored.vehicles = stored.vehicles.map((v) => vehicles.get(String(v['@_Id'])) ?? v);
    stored.contact = (request.ContactDetails as Element) || stored.contact;
    stored.comment = commentIn(request).comment ?? stored.comment;
    const inserted = await this.#o.system.insertBooking({
      orderCode: reference,
      leader: {
        firstName: String(stored.contact['@_Forename'] ?? ''),
        lastName: String(stored.contact['@_Surname'] ?? ''),
        email: String(stored.contact['@_Email'] ?? ''),
        mobile: String(stored.contact['@_MobileNumber'] ?? ''),
        country: alpha2Of(String(stored.contact['@_CountryCode'] ?? '')) ?? 'GR',
      },
    });
    return inserted.ok ? this.#booked(inserted.value) : this.#refused(inserted.error);
  }

  /** The asked sailings as the simulated system's legs: trip, passengers with their accommodation, vehicles. */
  async #legs(request: Element) {
    const passengers = new Map(
      childrenOf(request, 'Passengers', 'Passenger').map((p) => [String(p['@_Id']), p]),
    );
    const vehicles = new Map(childrenOf(request, 'Vehicles', 'Vehicle').map((v) => [String(v['@_Id']), v]));
    const pets = new Map(childrenOf(request, 'Pets', 'Pet').map((p) => [String(p['@_Id']), p]));
    const out = {
      ids: [] as string[],
      trips: [] as Trip[],
      requests: [] as LegRequest[],
      passengerIds: [] as string[][],
      vehicleIds: [] as string[][],
      petIds: [] as string[][],
    };
    for (const [i, sailing] of childrenOf(request, 'FerryComponent', 'Sailings', 'Sailing').entries()) {
      const trip = await this.#o.search.findTrip(childrenOf(sailing, 'SailingInfo')[0]!);
      if (!trip) return { error: this.#refused({ code: 'tripNotFound', message: `no sailing ${i + 1}` }) };
      const ids = childrenOf(sailing, 'PassengerRefs', 'Ref').map((r) => String(r['@_Id']));
      const vehicleIds = childrenOf(sailing, 'VehicleRefs', 'Ref').map((r) => String(r['@_Id']));
      const petIds = childrenOf(sailing, 'PetRefs', 'Ref').map((r) => String(r['@_Id']));
      const booked = childrenOf(
        sailing,
        'Services',
        'OnBoardAccommodationServices',
        'OnBoardAccommodationService',
      );
      const accommodationOf = (id: string) =>
        String(
          booked.find((s) => childrenOf(s, 'PassengerRefs', 'Ref').some((r) => r['@_Id'] === id))?.[
            '@_Code'
          ] ?? '',
        );
      out.ids.push(String(sailing['@_Id'] ?? `S${i + 1}`));
      out.trips.push(trip);
      out.passengerIds.push(ids);
      out.vehicleIds.push(vehicleIds);
      out.petIds.push(petIds);
      out.requests.push({
        tripId: trip.tripId,
        passengers: ids.map((id) => ({
          passengerType: passengerTypeOf(passengers.get(id) ?? {}),
          accommodationType: accommodationOf(id),
          accommodationRequestType: 'COMPLETE' as const,
        })),
        vehicles: vehicleIds.map((id) => {
          const lead = childrenOf(vehicles.get(id), 'Lead')[0] ?? {};
          return {
            accommodationType: String(lead['@_OperatorCode'] ?? 'CAR'),
            length: Number(lead['@_Length']) / 100,
          };
        }),
        pets: petIds.map((id) => ({
          code: pets.get(id)?.['@_Category'] === 'BigDog' ? 'LARGE' : 'SMALL',
          passengerIndex: 0,
        })),
      });
    }
    return out;
  }

  /** The booking as Book-like answers carry it: people, sailings with their tickets' QR data, cost, status. */
  #booked(booking: UpstreamBooking): Element {
    const stored = this.#stored.get(booking.orderCode)!;
    const issued = booking.status === 'confirmed';
    const status =
      booking.status === 'confirmed'
        ? 'Booked'
        : booking.status === 'held' || booking.status === 'inserted'
          ? 'Reserved'
          : 'Cancelled';
    const sailings = stored.sailings.map((s, l) => {
      const refs = {
        PassengerRefs: {
          Ref: s.passengerIds.map((id, p) => ({
            '@_Id': id,
            ...(issued && {
              QrCode: {
                '@_Data': Buffer.from(
                  booking.tickets.find((t) => t.legIndex === l && t.passengerIndex === p)?.ticketNumber ?? id,
                ).toString('base64'),
              },
            }),
          })),
        },
        ...(s.petIds.length > 0 && { PetRefs: { Ref: s.petIds.map((id) => ({ '@_Id': id })) } }),
        ...(s.vehicleIds.length > 0 && { VehicleRefs: { Ref: s.vehicleIds.map((id) => ({ '@_Id': id })) } }),
      };
      const accommodation = booking.legs[l]!.request.passengers.map((p, i) => ({
        '@_Code': p.accommodationType,
        '@_Quantity': '1',
        '@_TotalCost': decimalOf(booking.legs[l]!.pricing.passengerPrices.items[i]?.total ?? 0),
        PassengerRefs: { Ref: [{ '@_Id': s.passengerIds[i] }] },
      }));
      return sailingElement(s.trip, s.id, {
        refs,
        body: { Services: { OnBoardAccommodationServices: { OnBoardAccommodationService: accommodation } } },
      });
    });
    return {
      Context: this.#context(),
      TPE: {
        Kyma: {
          '@_xmlns': TPE_NAMESPACE,
          '@_CreatedAt': booking.createdAt,
          '@_HoldUntil': booking.expiresAt,
          ...(stored.comment !== undefined && { Comment: stored.comment }),
        },
      },
      Passengers: { Passenger: stored.passengers },
      ContactDetails: stored.contact,
      ...(stored.pets.length > 0 && { Pets: { Pet: stored.pets } }),
      ...(stored.vehicles.length > 0 && { Vehicles: { Vehicle: stored.vehicles } }),
      FerryComponents: {
        FerryComponent: [
          {
            Sailings: { Sailing: sailings },
            Cost: {
              CostDetails: booking.legs.map((leg, i) => costDetails(leg.pricing, stored.sailings[i]!.id)),
            },
            BookingReference: { '@_Reference': booking.orderCode, '@_BookingStatus': status },
          },
        ],
      },
    };
  }
}
