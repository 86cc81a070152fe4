import type { Express } from 'express';
import request from 'supertest';
import type { Endpoint, Example } from '#web/api/endpoint/endpoint.ts';
import type { openApiValidator } from './openapi-validator.ts';

/** A JSON value with every `from` text replaced by `to` (an example's placeholder by a real reference). */
export const swapped = <T>(value: T, from: string, to: string): T =>
  value === undefined ? value : JSON.parse(JSON.stringify(value).replaceAll(from, to));

/**
 * Sends one endpoint's example, as a client reading the document would, to `app` under `mount`, with the
 * caller's `Authorization` and the example's placeholders `swap`ped for what the test has made.
 */
export function sendExample<D>(
  app: Express,
  mount: string,
  endpoint: Endpoint<D>,
  example: Example,
  options: { authorization?: string; swap?: <T>(value: T) => T } = {},
) {
  const swap = options.swap ?? (<T>(value: T) => value);
  const params = swap(example.params ?? {});
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const call = request(app)
    [endpoint.method](`${mount}${path}`)
    .query({ lang: 'en', ...swap(example.query ?? {}) });
  if (options.authorization) call.set('Authorization', options.authorization);
  return example.body === undefined ? call : call.send(swap(example.body) as object);
}

/** What differs between an answer and the document: its status, then its body against that status's schema. */
export function mismatches(
  contract: ReturnType<typeof openApiValidator>,
  endpoint: { method: string; path: string },
  example: Example,
  answer: { status: number; body: unknown; type: string },
): string[] {
  if (answer.status !== example.status)
    return [`status ${answer.status}, not ${example.status}: ${JSON.stringify(answer.body).slice(0, 300)}`];
  // A 204 or 304 has no body to check.
  if (answer.status === 204 || answer.status === 304) return [];
  const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
  return answer.type === 'application/json'
    ? contract.answer(endpoint.method, path, answer.status, answer.body)
    : contract.answer(endpoint.method, path, answer.status, '', answer.type);
}
