import type { AnyObject, ObjectSchema } from 'yup';
import type { FieldError } from '#domain/errors/refusal.ts';
import type { RefusalCode } from '#domain/errors/refusal-codes.ts';
import { validateWith } from '#domain/validation/validate.ts';
import { readBoundedBody } from '../../../http/bounded-body.ts';
import { refusalData } from '../../refusal-http.ts';
import { jsonProblem } from '../../server/json-body.ts';

/** The largest cart a browser sends: five legs of ten passengers with vehicles and pets fit well within it. */
const MAX_JSON_BYTES = 256 * 1024;

const refusal = (code: RefusalCode, fields: FieldError[] = []) => refusalData({ code, fields });

/**
 * Reads a booking action's JSON body and checks it with a domain schema. Only `application/json` is read
 * (a cross-site form cannot send it, which keeps these actions out of reach of CSRF); oversized, malformed,
 * unfit (too deep, too long, control characters: the API's own limits, decision 0103) or invalid bodies are
 * refused through the one table (decision 0052), naming the fields, never thrown.
 */
export async function readJsonRequest<T extends AnyObject>(
  request: Request,
  schema: ObjectSchema<T>,
): Promise<{ ok: true; value: T } | { ok: false; response: ReturnType<typeof refusal> }> {
  if (request.method !== 'POST') return { ok: false, response: refusal('methodNotAllowed') };
  if (!request.headers.get('Content-Type')?.startsWith('application/json'))
    return { ok: false, response: refusal('unsupportedMediaType') };
  const bytes = await readBoundedBody(request, MAX_JSON_BYTES);
  if (!bytes) return { ok: false, response: refusal('payloadTooLarge') };
  let body: unknown;
  try {
    body = JSON.parse(await bytes.text());
  } catch {
    return { ok: false, response: refusal('invalidBody') };
  }
  // Before the schema: yup walks a value recursively, and 3,000 levels overflow its stack.
  const problem = jsonProblem(body);
  if (problem) return { ok: false, response: refusal(problem) };
  try {
    const checked = validateWith(schema, body, 'invalidForm');
    if (!checked.ok) return { ok: false, response: refusal(checked.error.code, checked.error.fields) };
    return { ok: true, value: checked.value as T };
  } catch (error) {
    // yup's transforms throw a TypeError on a value of the wrong JSON type: still bad input, not a bug.
    if (error instanceof TypeError) return { ok: false, response: refusal('invalidRequest') };
    throw error;
  }
}
