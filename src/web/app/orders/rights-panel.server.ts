import type { AppServices } from '#application/app-services.ts';
import { LOCALES, type LocaleCode } from '#domain/i18n/locales.ts';
import { careStillOffered } from '#domain/orders/leg-status.ts';
import type { Order } from '#domain/orders/order.ts';
import { type CareClaim, careClaim, careIsDue } from '#domain/passenger-rights/care-claim.ts';
import {
  type ClaimKind,
  type CompensationClaim,
  claimDraft,
} from '#domain/passenger-rights/compensation-claim.ts';
import type { LegDisruptionFacts } from '#domain/passenger-rights/leg-disruption-facts.ts';
import {
  ACCOMMODATION_NIGHTS,
  ACCOMMODATION_PER_NIGHT,
  claimableCompensation,
  type PassengerRight,
  type PassengerRights,
  passengerRights,
} from '#domain/passenger-rights/passenger-rights.ts';
import { moneyText, sailingTimeText } from '../booking/booking-text.ts';
import type {
  CareFormView,
  CareLineView,
  ClaimTrackView,
  RightsPanelView,
  RightView,
} from './rights-panel-view.ts';

/** What a leg's disruption is about: which leg of the order, which disruption, and its facts. */
export interface LegDisruption {
  legIndex: number;
  disruptionKey: string;
  facts: LegDisruptionFacts;
}

function rightView(right: PassengerRight, locale: LocaleCode): RightView {
  const values: RightView['values'] = {};
  if (right.kind === 'accommodation') {
    values.nights = right.nights;
    values.perNight = moneyText(right.perNight, locale);
  }
  if (right.kind === 'compensation') {
    values.percent = right.percent;
    values.amount = moneyText(right.amount, locale);
    values.hours = Math.floor(right.arrivalDelayMinutes / 60);
    values.minutes = right.arrivalDelayMinutes % 60;
  }
  return { kind: right.kind, article: right.article, values };
}

/** A step's instant on the agency's clock (Athens), as the order page dates what Kyma did. */
function athensTime(iso: string, locale: LocaleCode) {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(LOCALES[locale].iso, { ...options, timeZone: 'Europe/Athens' }).format(
      new Date(iso),
    );
  return {
    date: format({ day: 'numeric', month: 'long', year: 'numeric' }),
    time: format({ timeStyle: 'short' }),
  };
}

/** A care claim's lines as the domain explained them, every figure in the reader's words. */
function careLines(care: CareClaim, locale: LocaleCode): CareLineView[] {
  const money = (cents: number) => moneyText(cents, locale);
  return [care.refreshments, care.accommodation].map((line) => ({
    kind: line.kind,
    asked: money(line.asked),
    cap: money(line.cap),
    granted: money(line.granted),
    reason: line.reason,
    count: line.kind === 'refreshments' ? line.meals : line.nightsCounted,
  }));
}

/** A claim sent, step by step with its dates, as the order page follows it like a refund. */
export const claimTrack = (claim: CompensationClaim, locale: LocaleCode): ClaimTrackView => ({
  id: claim.id,
  kind: claim.kind,
  company: claim.companyName,
  amount: moneyText(claim.amount, locale),
  care: claim.kind === 'care' ? careLines(claim.care, locale) : null,
  progress: claim.progress,
  steps: claim.steps.map((entry) => ({ step: entry.step, ...athensTime(entry.at, locale) })),
});

/** The ports' names in the reader's language, by code. */
export const portNames = async (services: AppServices, locale: LocaleCode) => {
  const ports = await services.ferry.listPorts.execute({ lang: locale });
  return new Map(ports.ok ? ports.value.map((port) => [port.code, port.name]) : []);
};

/** The care form's caps for the leg's passengers (decision 0089), while the disruption gives care. */
function careForm(
  order: Order,
  disruption: LegDisruption,
  rights: PassengerRights,
  locale: LocaleCode,
): CareFormView | null {
  if (!careIsDue(rights) || !careStillOffered(order, disruption.legIndex)) return null;
  const leg = order.legs[disruption.legIndex]!;
  const passengers = leg.booking.passengers.length;
  const nothing = { meals: 0, nights: 0, perNight: 0 };
  const meals = careClaim(disruption.facts, nothing, passengers).refreshments;
  const withheld = rights.withheld.find((right) => right.kind === 'accommodation');
  return {
    legIndex: disruption.legIndex,
    disruptionKey: disruption.disruptionKey,
    company: leg.companyName,
    meals: meals.meals,
    mealsCap: moneyText(meals.cap, locale),
    stay: withheld
      ? { withheld: withheld.reason }
      : {
          nights: ACCOMMODATION_NIGHTS,
          perNightCap: moneyText(ACCOMMODATION_PER_NIGHT * passengers, locale),
        },
  };
}

/**
 * The rights panel of one disrupted leg (decision 0070): the rights the facts give, those withheld and why,
 * the compensation claim — prefilled from the order until it is sent, then tracked step by step — and the
 * care claim (decision 0089): its form while care is due, then tracked the same way.
 */
export async function rightsPanel(
  services: AppServices,
  found: { order: Order; claims: CompensationClaim[] },
  disruption: LegDisruption,
  locale: LocaleCode,
): Promise<RightsPanelView> {
  const { order } = found;
  const ports = await portNames(services, locale);
  const portName = (code: string) => ports.get(code) ?? code;
  const leg = order.legs[disruption.legIndex]!.booking;
  const rights = passengerRights(disruption.facts);
  const compensation = claimableCompensation(rights);
  const draft =
    compensation && claimDraft(order, disruption.legIndex, disruption.disruptionKey, compensation);
  const claimOf = (kind: ClaimKind) =>
    found.claims.find(
      (c) =>
        c.kind === kind && c.legIndex === disruption.legIndex && c.disruptionKey === disruption.disruptionKey,
    );
  const claim = claimOf('compensation');
  const care = claimOf('care');
  return {
    from: portName(leg.departurePort),
    to: portName(leg.destinationPort),
    rights: rights.rights.map((right) => rightView(right, locale)),
    withheld: rights.withheld,
    draft:
      draft && !claim
        ? {
            legIndex: draft.legIndex,
            disruptionKey: draft.disruptionKey,
            claimant: `${draft.claimant.firstName} ${draft.claimant.lastName}`,
            email: draft.claimant.email,
            sailing: {
              from: portName(draft.from),
              to: portName(draft.to),
              company: draft.companyName,
              ...sailingTimeText(draft.departure, locale),
            },
            tickets: draft.ticketNumbers,
            amount: moneyText(draft.amount, locale),
            percent: draft.percent,
          }
        : null,
    claim: claim ? claimTrack(claim, locale) : null,
    careForm: care ? null : careForm(order, disruption, rights, locale),
    careClaim: care ? claimTrack(care, locale) : null,
  };
}
