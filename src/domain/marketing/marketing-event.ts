import * as yup from 'yup';
import type { Cents } from '../money/cents.ts';

/** The moments of a booking that marketing hears about (spec §7 "Marketing events"). */
export const MARKETING_EVENT_NAMES = [
  'search',
  'viewContent',
  'selectedTrips',
  'addToCart',
  'checkout',
  'purchase',
] as const;
export type MarketingEventName = (typeof MARKETING_EVENT_NAMES)[number];

/** Where an event happened and the browser it happened in; recorded only with the visitor's consent. */
export interface MarketingOrigin {
  /** The page's public address. */
  sourceUrl: string;
  ipAddress: string;
  userAgent: string;
  /** Meta's browser and click ids, when the visitor's browser carries their cookies. */
  fbp?: string;
  fbc?: string;
}

/** Who bought: known only for a purchase; adapters hash it as their provider requires. */
export interface MarketingCustomer {
  email: string;
  /** International number with its country code, e.g. +306912345678. */
  phone?: string;
  firstName?: string;
  lastName?: string;
  /** ISO 3166-1 alpha-2. */
  country?: string;
}

export interface MarketingItem {
  id: string;
  quantity: number;
  price?: Cents;
}

export interface MarketingEvent {
  name: MarketingEventName;
  /** Stable per happening, so a provider that hears it twice (a retried job) counts it once. */
  eventId: string;
  /** ISO timestamp of the happening, not of the sending. */
  occurredAt: string;
  origin: MarketingOrigin;
  customer?: MarketingCustomer;
  searchString?: string;
  contentType?: string;
  contentName?: string;
  items?: MarketingItem[];
  value?: Cents;
  currency?: 'EUR';
  orderReference?: string;
}

const text = (max: number) => yup.string().trim().max(max);

/** A `marketing.send` job's payload as read back from the queue: anything else is a bug, not an event. */
const marketingEventSchema = yup.object({
  name: yup.string().oneOf(MARKETING_EVENT_NAMES).required(),
  eventId: text(100).required(),
  occurredAt: yup
    .string()
    .required()
    .test('iso', 'must be an ISO timestamp', (value) => !Number.isNaN(Date.parse(value))),
  origin: yup
    .object({
      sourceUrl: text(2000).url().required(),
      ipAddress: text(45).defined(),
      userAgent: text(1000).defined(),
      fbp: text(200).optional(),
      fbc: text(500).optional(),
    })
    .required(),
  customer: yup
    .object({
      email: text(254).email().required(),
      phone: text(30).optional(),
      firstName: text(100).optional(),
      lastName: text(100).optional(),
      country: text(2).optional(),
    })
    .default(undefined)
    .optional(),
  searchString: text(300).optional(),
  contentType: text(30).optional(),
  contentName: text(300).optional(),
  items: yup
    .array(
      yup.object({
        id: text(100).required(),
        quantity: yup.number().integer().min(1).required(),
        price: yup.number().integer().min(0).optional(),
      }),
    )
    .optional(),
  value: yup.number().integer().min(0).optional(),
  currency: yup
    .string()
    .oneOf(['EUR'] as const)
    .optional(),
  orderReference: text(40).optional(),
});

export function isMarketingEvent(value: unknown): value is MarketingEvent {
  return marketingEventSchema.isValidSync(value, { strict: true });
}
