import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { Schema } from 'yup';

type Json = { [key: string]: unknown };

const types = (schema: Json): unknown[] => (Array.isArray(schema.type) ? schema.type : [schema.type]);

/** Whether a string default meets its schema's own bounds: an empty default of a required pattern does not. */
function stringFits(schema: Json, value: string): boolean {
  if (typeof schema.minLength === 'number' && value.length < schema.minLength) return false;
  if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return false;
  return typeof schema.pattern !== 'string' || new RegExp(schema.pattern, 'u').test(value);
}

/**
 * Whether a request's default says what the API takes when the field is left out: a scalar its schema
 * allows. yup's object and list defaults (`{}`, `[]`, the children's defaults put together) restate what each
 * field says and would break the object's own `required`, so they are left out; so is a scalar that breaks
 * its schema (`''` where a pattern asks for one character or more).
 */
function validDefault(schema: Json, value: unknown): boolean {
  if (value === null) return types(schema).includes('null');
  if (typeof value === 'object') return false;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return false;
  if (typeof value === 'string') return types(schema).includes('string') && stringFits(schema, value);
  if (typeof value === 'number')
    return types(schema).includes('number') || (Number.isInteger(value) && types(schema).includes('integer'));
  return types(schema).includes(typeof value);
}

/**
 * Tidies what the converter writes so validators read it as yup means it: a nullable choice also allows
 * null (yup lists null apart from its choices); an answer's defaults say nothing about what is sent, and a
 * request keeps only the defaults that fit their own schema (`validDefault`).
 */
function tidy(node: unknown, answer: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => tidy(item, answer));
  if (typeof node !== 'object' || node === null) return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === 'default') continue;
    out[key] = key === 'properties' ? tidyEach(value as Json, answer) : tidy(value, answer);
  }
  if (
    Array.isArray(out.type) &&
    out.type.includes('null') &&
    Array.isArray(out.enum) &&
    !out.enum.includes(null)
  )
    out.enum = [...out.enum, null];
  const fallback = (node as Json).default;
  if (!answer && 'default' in (node as Json) && validDefault(out, fallback)) out.default = fallback;
  return out;
}

const tidyEach = (properties: Json, answer: boolean) =>
  Object.fromEntries(Object.entries(properties).map(([name, value]) => [name, tidy(value, answer)]));

/** JSON Schema (2020-12) of a request body the API validates with this yup schema. */
export const requestJsonSchema = (schema: Schema): Json => tidy(convertSchema(schema), false) as Json;

/** JSON Schema (2020-12) of an answer described by this yup schema. */
export const answerJsonSchema = (schema: Schema): Json => tidy(convertSchema(schema), true) as Json;
