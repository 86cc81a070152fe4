import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { readMessage, writeMessage } from '#adapters/ferry-gateway/fgw-xml.ts';
import type { SimulatedFerryInventory } from '#adapters/ferry-upstream/simulated/simulated-ferry-inventory.ts';
import { messageFaults } from './fgw-message-schema.ts';
import { FgwServerBookings } from './fgw-server-bookings.ts';
import { errorAnswer } from './fgw-server-elements.ts';
import { FgwServerSearch } from './fgw-server-search.ts';

/** What the next answer to a message does instead of answering well. */
export type FgwFault = 'unavailable' | 'hang' | 'garbage' | 'otherCurrency';

export interface LocalFerryGatewayOptions {
  /** The simulated system standing behind the gateway: its sailings, places, fares and bookings. */
  system: SimulatedFerryInventory;
  clientId: string;
  clientSecret: string;
  now: () => Date;
  /** How long a GetPrice token holds the price. */
  tokenTtlMs: number;
  /** Check every answer against the message schema too, and refuse to send one that fails (tests). */
  checkAnswers?: boolean;
  /** How long a `hang` fault keeps the caller waiting. */
  hangMs?: number;
}

type Handler = (request: Record<string, unknown>) => Promise<Record<string, unknown>>;

/**
 * A FerryGateway 1.3.1 awarding system for tests and demonstrations: Basic authentication, each request
 * checked against the message schema, seeded with a few Greek and Adriatic routes of two operators over
 * the simulated network, stateful (price tokens that expire and book once, reservations that lapse,
 * a booking confirmed once, a cancellation charge that CancelBooking must repeat), and faults on demand.
 */
export class LocalFerryGateway {
  /** Everything found wrong with requests and (when checked) answers, for a test to assert on. */
  readonly requestFaults: string[] = [];
  readonly answerFaults: string[] = [];
  /** How many requests of each message arrived (a retried booking would show twice). */
  readonly received = new Map<string, number>();
  readonly bookings: FgwServerBookings;
  readonly #options: LocalFerryGatewayOptions;
  readonly #faults = new Map<string, FgwFault[]>();
  readonly #handlers: Record<string, Handler>;
  #server: Server | undefined;

  constructor(options: LocalFerryGatewayOptions) {
    this.#options = options;
    const search = new FgwServerSearch(options.system, options.clientId, options.now);
    this.bookings = new FgwServerBookings({ ...options, search });
    this.#handlers = {
      GetRoutes: (r) => search.routes(r),
      GetSailings: (r) => search.sailings(r),
      GetServices: (r) => search.services(r),
      GetPrice: (r) => this.bookings.price(r),
      Reservation: (r) => this.bookings.reservation(r),
      ConfirmReservation: (r) => this.bookings.confirm(r),
      RecallBooking: (r) => this.bookings.recall(r),
      GetCancelCharge: (r) => this.bookings.cancelCharge(r),
      CancelBooking: (r) => this.bookings.cancel(r),
    };
  }

  /** The next `times` answers to `message` fail this way. */
  inject(message: string, fault: FgwFault, times = 1): void {
    this.#faults.set(message, [
      ...(this.#faults.get(message) ?? []),
      ...Array.from({ length: times }, () => fault),
    ]);
  }

  app(): express.Express {
    const app = express();
    app.post('/:message', express.text({ type: () => true, limit: '1mb' }), (req, res, next) => {
      this.#serve(req.params.message, req.headers.authorization, String(req.body ?? ''))
        .then(({ status, xml }) => res.status(status).type('application/xml').send(xml))
        .catch(next);
    });
    return app;
  }

  async listen(): Promise<string> {
    const server = await new Promise<Server>((resolve) => {
      const listening = this.app().listen(0, '127.0.0.1', () => resolve(listening));
    });
    this.#server = server;
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    const server = this.#server;
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  async #serve(
    name: string,
    authorization: string | undefined,
    body: string,
  ): Promise<{ status: number; xml: string }> {
    const { clientId, clientSecret } = this.#options;
    if (authorization !== `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`)
      return { status: 401, xml: '' };
    const handler = this.#handlers[name];
    if (!handler) return { status: 404, xml: '' };
    this.received.set(name, (this.received.get(name) ?? 0) + 1);
    const fault = this.#faults.get(name)?.shift();
    if (fault === 'unavailable') return { status: 503, xml: '' };
    if (fault === 'garbage') return { status: 200, xml: '<unclosed' };
    if (fault === 'hang') await new Promise((resolve) => setTimeout(resolve, this.#options.hangMs ?? 5000));
    const answer = await this.#answer(name, handler, body);
    if (fault === 'otherCurrency') (answer.Context as Record<string, string>)['@_Currency'] = 'GBP';
    const xml = writeMessage(`${name}Response`, answer);
    if (this.#options.checkAnswers) {
      const faults = messageFaults(xml).map((f) => `${name}Response: ${f}`);
      this.answerFaults.push(...faults);
      if (faults.length > 0) return { status: 500, xml: '' };
    }
    return { status: 200, xml };
  }

  async #answer(name: string, handler: Handler, body: string): Promise<Record<string, unknown>> {
    const agent = this.#options.clientId;
    const faults = messageFaults(body);
    const message = faults.length === 0 ? readMessage(body) : {};
    if (faults.length === 0 && !message[`${name}Request`]) faults.push(`expected ${name}Request`);
    if (faults.length > 0) {
      this.requestFaults.push(...faults.map((f) => `${name}: ${f}`));
      return errorAnswer(agent, this.#options.now(), 'InvalidRequest', faults.join('; '));
    }
    return handler(message[`${name}Request`] as Record<string, unknown>);
  }
}
