import type { RequestHandler } from 'express';
import { readBody } from '../../http/body-parsing.ts';

/** No request of ours nests deeper or lists more; anything beyond is an attack or a bug, not a booking. */
const JSON_LIMITS = { maxDepth: 32, maxArrayLength: 1000, maxKeys: 1000 } as const;

/**
 * The C0 controls but tab, line feed and carriage return, which a text area sends. No field of ours means
 * the others, NUL above all: PostgreSQL text cannot hold it, and the query carrying it fails as a 500.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

export type JsonProblem = 'tooDeep' | 'tooLong' | 'invalidCharacters';

/**
 * What makes a parsed JSON value (or a parsed query) unfit to go further: nesting deeper than our
 * schemas, arrays or objects larger than any form, or a control character in a string or a field name.
 * Walked with an explicit stack, so a hostile depth cannot overflow ours (yup's recursive walk would).
 */
export function jsonProblem(value: unknown): JsonProblem | undefined {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (CONTROL_CHARACTER.test(current)) return 'invalidCharacters';
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= JSON_LIMITS.maxDepth) return 'tooDeep';
    const entries = Object.entries(current);
    const limit = Array.isArray(current) ? JSON_LIMITS.maxArrayLength : JSON_LIMITS.maxKeys;
    if (entries.length > limit) return 'tooLong';
    for (const [key, item] of entries) {
      if (CONTROL_CHARACTER.test(key)) return 'invalidCharacters';
      stack.push({ value: item, depth: depth + 1 });
    }
  }
  return undefined;
}

/** A client error for the routers' error handlers: the status, and the `type` convention of `BodyError`. */
export class UnfitJsonError extends Error {
  readonly status = 400;
  readonly expose = true;
  readonly type: `entity.${JsonProblem}`;
  readonly problem: JsonProblem;

  constructor(problem: JsonProblem) {
    super(`the JSON body is unfit: ${problem}`);
    this.problem = problem;
    this.type = `entity.${problem}`;
  }
}

/**
 * A JSON body of at most `maxBytes` through the one bounded reader, then the shape limits above; an unfit
 * body goes to the router's error handler as a 400 before any handler or schema sees it.
 */
export function jsonBody(options: { maxBytes: number; types?: string[] }): RequestHandler[] {
  return [
    readBody({ format: 'json', maxBytes: options.maxBytes, types: options.types ?? ['application/json'] }),
    (req, _res, next) => {
      const problem = jsonProblem(req.body);
      next(problem ? new UnfitJsonError(problem) : undefined);
    },
  ];
}
