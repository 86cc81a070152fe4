import { array, number, object, string } from 'yup';
import { messages as m } from '#domain/errors/validation-message-keys.ts';
import { LOCALE_CODES } from '#domain/i18n/locales.ts';

/** The request bodies and queries of the claim calls (decision 0070). */

const text = (max: number) => string().trim().max(max, 'tooLong').required(m.fieldRequired);
const whole = () => number().typeError('invalidNumber').integer('invalidNumber').min(0, 'invalidNumber');

export const claimSchema = object({
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
  arrivalDelayMinutes: whole().max(100_000, 'invalidNumber').required(m.fieldRequired),
  percent: number()
    .oneOf([25, 50] as const, 'invalidChoice')
    .required(m.fieldRequired),
  amount: whole().max(100_000_000, 'invalidNumber').required(m.fieldRequired),
});

export const claimQuerySchema = object({
  lang: string().oneOf(LOCALE_CODES, 'invalidLanguage').default('el'),
  claim_code: text(32),
  agent_name: string().trim().max(64, 'tooLong').optional(),
});
