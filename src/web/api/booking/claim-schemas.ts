import { array, type InferType, number, object, string } from 'yup';
import type { ClaimRequest } from '#application/ports/ferry-claims.ts';
import { messages as m } from '#domain/errors/validation-message-keys.ts';
import { LOCALE_CODES } from '#domain/i18n/locales.ts';
import { CLAIM_KINDS } from '#domain/passenger-rights/compensation-claim.ts';

/** The request bodies and queries of the claim calls (decisions 0070, 0089). */

const text = (max: number) => string().trim().max(max, 'tooLong').required(m.fieldRequired);
const whole = () => number().typeError('invalidNumber').integer('invalidNumber').min(0, 'invalidNumber');
const cents = () => whole().max(100_000_000, 'invalidNumber');
/** A field only the claims of one kind carry, required there. */
const of =
  (kind: string) =>
  ([claimed]: unknown[], schema: ReturnType<typeof whole>) =>
    claimed === kind ? schema.required(m.fieldRequired) : schema;

export const claimSchema = object({
  kind: string().oneOf(CLAIM_KINDS, 'invalidChoice').default('compensation'),
  claimKey: text(200),
  orderCode: text(32),
  agentName: string().trim().max(64, 'tooLong').optional(),
  tripId: text(80),
  claimant: object({
    firstName: text(100),
    lastName: text(100),
    email: string().trim().max(254, 'tooLong').email(m.invalidEmail).required(m.fieldRequired),
  }).required(m.fieldRequired),
  ticketNumbers: array().of(text(32)).min(1, m.fieldRequired).max(50, 'tooLong').required(m.fieldRequired),
  arrivalDelayMinutes: whole().max(100_000, 'invalidNumber').when('kind', of('compensation')),
  percent: number()
    .oneOf([25, 50] as const, 'invalidChoice')
    .when('kind', ([kind], schema) => (kind === 'compensation' ? schema.required(m.fieldRequired) : schema)),
  /** A care claim's meals, nights and price a night, as Kyma capped them (Art. 17). */
  care: object({
    meals: cents().required(m.fieldRequired),
    nights: whole().max(30, 'invalidNumber').required(m.fieldRequired),
    perNight: cents().required(m.fieldRequired),
  })
    .default(undefined)
    .when('kind', ([kind], schema) => (kind === 'care' ? schema.required(m.fieldRequired) : schema)),
  amount: cents().required(m.fieldRequired),
});

/** The checked body as the claim it makes: only the fields of its kind. */
export function claimRequestOf(body: InferType<typeof claimSchema>): ClaimRequest & { agentName?: string } {
  const { kind, arrivalDelayMinutes, percent, care, ...parties } = body;
  if (kind === 'care' && care) return { ...parties, kind: 'care', care };
  return {
    ...parties,
    kind: 'compensation',
    arrivalDelayMinutes: arrivalDelayMinutes ?? 0,
    percent: percent as 25 | 50,
  };
}

export const claimQuerySchema = object({
  lang: string().oneOf(LOCALE_CODES, 'invalidLanguage').default('el'),
  claim_code: text(32),
  agent_name: string().trim().max(64, 'tooLong').optional(),
});
