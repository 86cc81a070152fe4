import { array, type InferType, number, object, string } from 'yup';
import type { OrderChangeRequest } from '#application/orders/quote-order-change.ts';
import type { ChangeRequest } from '#application/ports/ferry-changes.ts';
import { messages as m } from '#domain/errors/validation-message-keys.ts';
import { assistanceSchema } from '#domain/validation/assistance-schema.ts';
import { bookingReference } from './request-schemas.ts';

/** A change to a sold booking as the booking API takes it: the port's `ChangeRequest`, field by field. */

const index = (max: number) =>
  number()
    .typeError('invalidNumber')
    .integer('invalidNumber')
    .min(0, 'invalidNumber')
    .max(max, 'invalidNumber');
const code = () => string().trim().max(16, 'tooLong');
const detail = () => string().trim().min(1, m.fieldRequired).max(100, 'tooLong').optional();
const length = () => number().typeError(m.invalidLength).positive(m.invalidLength).max(30, m.invalidLength);

const vehicle = object({
  accommodationType: code().required(m.fieldRequired),
  length: length().required(m.invalidLength),
  plateNumber: string().trim().max(16, 'tooLong').optional(),
  trailer: object({
    accommodationType: code().required(m.fieldRequired),
    length: length().required(m.invalidLength),
  })
    .nullable()
    .default(null),
});

/** A change to one leg, its booking named elsewhere (the order's reference in the path, or below). */
export const legChangeSchema = object({
  legIndex: index(4).required(m.fieldRequired),
  kind: string()
    .oneOf(['correction', 'sailing', 'addition'] as const, 'invalidChoice')
    .required(m.fieldRequired),
  passengerIndex: index(8).when('kind', ([kind], schema) =>
    kind === 'correction' ? schema.required(m.fieldRequired) : schema,
  ),
  correction: object({
    name: detail(),
    surname: detail(),
    documentId: detail(),
    nationality: detail(),
    birthDate: detail(),
  }).default(undefined),
  tripId: string()
    .trim()
    .max(80, 'tooLong')
    .when('kind', ([kind], schema) => (kind === 'sailing' ? schema.required(m.fieldRequired) : schema)),
  vehicles: array().of(vehicle).max(4, 'invalidNumber').default([]),
  trailers: array()
    .of(
      object({
        vehicleIndex: index(8).required(m.fieldRequired),
        accommodationType: code().required(m.fieldRequired),
        length: length().required(m.invalidLength),
      }),
    )
    .max(4, 'invalidNumber')
    .default([]),
  pets: array()
    .of(
      object({
        code: code().required(m.fieldRequired),
        passengerIndex: index(8).required(m.fieldRequired),
        identityNumber: string().trim().max(32, 'tooLong').optional(),
      }),
    )
    .max(8, 'invalidNumber')
    .default([]),
});

/**
 * A change to a leg of a Kyma order: the leg's change, and `disruption` when it is asked for a disruption the
 * order has recorded (waived, decision 0082); the server checks the record, never this word alone.
 */
export const orderChangeSchema = legChangeSchema.shape({
  cause: string().oneOf(['disruption'], m.invalidValue).optional(),
});

/** Whether the order's change is asked for a disruption. */
export function disruptionCause(asked: { cause?: string | undefined }): boolean {
  return asked.cause === 'disruption';
}

/**
 * A change to an upstream booking by its order code (the agents' calls, and a Kyma changing a booking it sold
 * through this one): another sailing may carry each passenger's assistance request as booked (decision 0091)
 * and the id of the company's own disruption it answers, checked against the company's feed (decision 0094).
 */
export const changeSchema = legChangeSchema.shape({
  ...bookingReference,
  assistance: array().of(assistanceSchema).max(9, 'invalidNumber').optional(),
  answersDisruption: string().trim().min(1, m.fieldRequired).max(120, 'tooLong').optional(),
});

export const changeCodeSchema = object({
  changeCode: string().trim().required(m.fieldRequired).max(32, 'tooLong'),
  agentName: bookingReference.agentName,
});

/** The checked body as the change it asks: only the fields of its kind. */
export function legChangeOf(body: InferType<typeof legChangeSchema>): OrderChangeRequest {
  const { legIndex } = body;
  switch (body.kind) {
    case 'correction':
      return {
        legIndex,
        kind: 'correction',
        passengerIndex: body.passengerIndex ?? 0,
        correction: body.correction ?? {},
      };
    case 'sailing':
      return { legIndex, kind: 'sailing', tripId: body.tripId ?? '' };
    case 'addition':
      return {
        legIndex,
        kind: 'addition',
        vehicles: body.vehicles,
        trailers: body.trailers,
        pets: body.pets,
      };
  }
}

/** The agents' change: the leg's change on the booking of that order code. */
export function changeRequestOf(body: InferType<typeof changeSchema>): ChangeRequest {
  const change = legChangeOf(body);
  const sailing = change.kind === 'sailing';
  const resent = sailing && body.assistance ? { assistance: body.assistance } : {};
  const answers = sailing && body.answersDisruption ? { answersDisruption: body.answersDisruption } : {};
  return { ...change, ...resent, ...answers, orderCode: body.orderCode } as ChangeRequest;
}
