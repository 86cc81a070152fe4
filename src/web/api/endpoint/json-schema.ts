import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { Schema } from 'yup';

type Json = { [key: string]: unknown };

/**
 * Tidies what the converter writes so validators read it as yup means it: a nullable choice also allows
 * null (yup lists null apart from its choices), and an answer's object defaults (yup's `{}` for nested
 * objects) say nothing about what is sent.
 */
function tidy(node: unknown, answer: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => tidy(item, answer));
  if (typeof node !== 'object' || node === null) return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (answer && key === 'default') continue;
    out[key] = key === 'properties' ? tidyEach(value as Json, answer) : tidy(value, answer);
  }
  if (
    Array.isArray(out.type) &&
    out.type.includes('null') &&
    Array.isArray(out.enum) &&
    !out.enum.includes(null)
  )
    out.enum = [...out.enum, null];
  return out;
}

const tidyEach = (properties: Json, answer: boolean) =>
  Object.fromEntries(Object.entries(properties).map(([name, value]) => [name, tidy(value, answer)]));

/** JSON Schema (2020-12) of a request body the API validates with this yup schema. */
export const requestJsonSchema = (schema: Schema): Json => tidy(convertSchema(schema), false) as Json;

/** JSON Schema (2020-12) of an answer described by this yup schema. */
export const answerJsonSchema = (schema: Schema): Json => tidy(convertSchema(schema), true) as Json;
