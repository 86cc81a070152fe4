import type { Request } from 'express';
import type { AnyObject, ObjectSchema, Schema } from 'yup';
import type { Refusal } from '#domain/errors/refusal.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Answer } from './answer.ts';

/**
 * One kind of endpoint (decision 0053): what a client may call, described once — its method and path, who
 * may call it, the schemas of what it takes and answers, a runnable example — and the handler that does it.
 * `registerEndpoints` serves a list of them; `endpointOpenApi` describes the same list, so the two agree.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** An OpenAPI security requirement: one alternative per entry, `{}` for "no credentials". */
type SecurityRequirement = Record<string, string[]>;

/** Whether the caller is let through, and as whom; otherwise the answer they get (401, 403, 429). */
export type Admission<C> = { admitted: true; caller: C } | { admitted: false; answer: Answer };

/**
 * Who may call an endpoint: how the caller is checked, and how the OpenAPI document states it. `admit`
 * runs before the query and the body are checked, so nobody learns what a request must hold without it.
 */
export interface Caller<D, C> {
  readonly security: readonly SecurityRequirement[];
  /** What the OpenAPI document says about this kind of caller, beside the requirement. */
  readonly description: string;
  admit(request: { req: Request; deps: D; lang: LocaleCode }): Promise<Admission<C>>;
}

/**
 * A file answer (a voucher's PDF, an upload), sent as it is and never kept by an Idempotency-Key: an
 * attachment no browser keeps, unless `headers` say otherwise (a download's disposition, cache and ETag).
 */
export interface FileAnswer {
  status: 200;
  file: { mediaType: string; name: string; bytes: Uint8Array };
  headers?: Record<string, string>;
}

/** What a handler answers: a JSON answer, a file, or a refusal the registrar words (`refusalAnswer`). */
export type Reply = Answer | FileAnswer | { refused: Refusal };

/**
 * A documented answer: JSON described by a yup schema (or by a JSON Schema where no yup schema reads it, such
 * as a content row), the shared Error shape, a file, or nothing.
 */
export type ResponseSpec =
  | { description: string; answer: Schema }
  | { description: string; json: object }
  | {
      description: string;
      error: true;
      /**
       * What some of its refusals carry beside `error` (the new `breakdown` of `priceChanged`, the new `quote`
       * of `refundChanged`): each property's JSON Schema, present only with the refusal that brings it.
       */
      beside?: Readonly<Record<string, object>>;
    }
  | { description: string; file: string }
  | { description: string };

/** The headers an endpoint reads, described once for every endpoint that reads them. */
export type HeaderName = 'uuid' | 'Idempotency-Key';

/** A request a client can send as it is; the example test sends each and expects `status`. */
export interface Example {
  summary: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  status: number;
}

interface EndpointRequest<D, Q, B, C> {
  deps: D;
  params: Record<string, string>;
  query: Q;
  body: B;
  caller: C;
  lang: LocaleCode;
  req: Request;
}

export interface EndpointSpec<D, Q extends AnyObject, B extends AnyObject, C> {
  operationId: string;
  method: Method;
  /** Express syntax (`/orders/:reference`); path parameters are strings. */
  path: string;
  summary: string;
  caller: Caller<D, C>;
  query?: ObjectSchema<Q>;
  body?: ObjectSchema<B>;
  /**
   * The body's JSON Schema where yup cannot say it all (a `when` on another field), or where the handler
   * reads the body by a definition found at run time (a content row, by its entity's); else from `body`.
   */
  bodyJsonSchema?: object;
  /** A multipart/form-data body, read by the handler from the request stream: its fields' JSON Schema. */
  multipart?: object;
  headers?: readonly HeaderName[];
  /** A repeated request with the same Idempotency-Key replays the first answer (decision 0048). */
  idempotent?: boolean;
  responses: Readonly<Record<number, ResponseSpec>>;
  examples: readonly [Example, ...Example[]];
  handle(request: EndpointRequest<D, Q, B, C>): Promise<Reply>;
}

/** An endpoint in a list: its input types are known to its own handler only. */
export type Endpoint<D> = EndpointSpec<D, AnyObject, AnyObject, unknown>;

/**
 * Declares the endpoints of an API whose handlers use `D`, each handler typed by its own schemas and caller.
 * The list erases those types; the registrar gives each handler only what that endpoint's schemas and caller
 * produced.
 */
export const endpointOf =
  <D>() =>
  <Q extends AnyObject, B extends AnyObject, C>(spec: EndpointSpec<D, Q, B, C>): Endpoint<D> =>
    spec as unknown as Endpoint<D>;
