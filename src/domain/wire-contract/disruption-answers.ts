import { array, boolean, number, object, string } from 'yup';
import { DISRUPTION_KINDS } from '../disruptions/disruption.ts';
import { text } from './wire-fields.ts';

/**
 * The wire contract of the disruption calls of the booking/ API (issue #26): written once, the OpenAPI
 * document is generated from it and a Kyma following another Kyma's feed validates what it gets with it.
 */
const nullableText = () => string().strict().nullable().defined();

const disruption = object({
  id: text(),
  agentName: text(),
  sailingId: text(),
  companyCode: text(),
  kind: text().oneOf(DISRUPTION_KINDS),
  tripIds: array().of(text()).defined(),
  from: text(),
  to: text(),
  area: text(),
  departure: text(),
  arrival: text(),
  delayMinutes: number().strict().integer().nullable().defined(),
  newDeparture: nullableText(),
  newArrival: nullableText(),
  vesselName: nullableText(),
  occurredAt: text(),
}).defined();

export const DISRUPTION_ANSWERS = {
  feed: object({ disruptions: array().of(disruption).defined(), partial: boolean().strict().defined() }),
  status: object({
    status: object({
      sailingId: text(),
      state: text().oneOf(['scheduled', 'delayed', 'cancelled'] as const),
      delayMinutes: number().strict().integer().defined(),
      disruptions: array().of(disruption).defined(),
    }).defined(),
  }),
  caused: object({ disruption }),
};
