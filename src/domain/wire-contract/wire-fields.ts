import { array, boolean, number, type Schema, string } from 'yup';

/**
 * The fields every answer of the wire contract is made of, strict (no coercion: a fare sent as "1200" is
 * malformed, not 1200), written once for every answer file.
 */
export const text = () => string().strict().defined();
export const whole = () => number().strict().integer().defined();
/** Money in whole cents, never negative: a difference is written as what is paid or given back. */
export const cents = () => whole().min(0);
export const flag = () => boolean().strict().defined();
export const list = <T extends Schema>(item: T) => array().of(item).defined();
/** What a cancellation gives back by the company's terms. */
export const coverage = () => text().oneOf(['full', 'partial', 'none'] as const);
export const optionalText = () => string().strict().nullable().optional();
