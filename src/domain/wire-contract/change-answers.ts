import { array, object } from 'yup';
import { bookedLeg, booking, ticket } from './booking-answer.ts';
import { text, whole } from './wire-fields.ts';

/**
 * The wire contract of changes to a sold booking (issue #25 point 9): the booking/ API answers with these,
 * its OpenAPI document is generated from them, and a Kyma changing a booking at another checks them.
 */

const quote = object({
  agentName: text(),
  kind: text().oneOf(['correction', 'sailing', 'addition'] as const),
  legIndex: whole().min(0),
  fareDifference: whole(),
  fee: whole().min(0),
  total: whole(),
  leg: bookedLeg,
}).defined();

const change = object({
  changeCode: text(),
  orderCode: text(),
  status: text().oneOf(['held', 'confirmed', 'released', 'expired'] as const),
  expiresAt: text(),
  quote,
}).defined();

export const CHANGE_ANSWERS = {
  quote: object({ quote }),
  change: object({ change }),
  applied: object({ change, booking, voidedTickets: array().of(ticket).defined() }),
} as const;
