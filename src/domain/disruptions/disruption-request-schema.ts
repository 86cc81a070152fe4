import { number, object, string } from 'yup';
import { messages as m } from '../errors/validation-message-keys.ts';
import { MAX_DELAY_MINUTES, MIN_DELAY_MINUTES } from './disruption.ts';

const tripText = () => string().trim().required(m.fieldRequired).max(120, 'tooLong');

/** What staff cause, wherever they ask: cancel, or delay by a number of minutes the form must then give. */
const disruptionKindFields = {
  kind: string()
    .oneOf(['cancelled', 'delayed'] as const, 'invalidChoice')
    .required(m.fieldRequired),
  delayMinutes: number()
    .typeError('invalidNumber')
    .integer('invalidNumber')
    .min(MIN_DELAY_MINUTES, 'invalidNumber')
    .max(MAX_DELAY_MINUTES, 'invalidNumber')
    .when('kind', ([kind], schema) =>
      kind === 'delayed' ? schema.required(m.fieldRequired) : schema.strip(),
    ),
};

/** Staff cause a disruption through the booking API: on the sailing of a trip the named system sells. */
export const disruptionRequestSchema = object({
  agentName: string().trim().required(m.fieldRequired).max(64, 'tooLong'),
  tripId: tripText(),
  ...disruptionKindFields,
});

/** The back office's form on an order's page: on the sailing of one of its legs. */
export const disruptSailingFormSchema = object({
  legIndex: number()
    .typeError('invalidNumber')
    .integer('invalidNumber')
    .min(0, 'invalidNumber')
    .required(m.fieldRequired),
  ...disruptionKindFields,
});

const instant = () =>
  string()
    .required(m.fieldRequired)
    .test('instant', m.invalidDate, (value) => value === undefined || !Number.isNaN(Date.parse(value)));

/** A feed read: the sailings departing between two instants (ISO 8601), at most 8 days apart. */
export const disruptionWindowSchema = object({
  departingFrom: instant(),
  departingUntil: instant().test('window', m.invalidDate, function (until) {
    const span = Date.parse(until ?? '') - Date.parse(this.parent.departingFrom ?? '');
    return span > 0 && span <= 8 * 24 * 3_600_000;
  }),
});

/** One sailing's status, by a trip of it and the system that sells it. */
export const sailingStatusQuerySchema = object({
  agentName: string().trim().required(m.fieldRequired).max(64, 'tooLong'),
  tripId: tripText(),
});
