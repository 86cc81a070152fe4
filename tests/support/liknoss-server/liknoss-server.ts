import express, { type Request, type Response } from 'express';
import {
  type FerryInventory,
  type InventoryError,
  UpstreamFailure,
} from '#application/ports/ferry-inventory.ts';
import type { Result } from '#domain/shared/result.ts';
import { bookingRoutes } from './liknoss-booking-routes.ts';
import { searchRoutes } from './liknoss-search-routes.ts';

/** The agency account the local server accepts, as the five `agency-*` headers carry it. */
export interface LiknossAccount {
  agencyCode: string;
  user: string;
  password: string;
  signature: string;
}

export interface LiknossServerOptions {
  /** The sailings, places and bookings behind the server: a simulated system of Kyma's own network. */
  inventory: FerryInventory;
  account: LiknossAccount;
  /** Companies at which asking for the fees of a cancellation cancels (`cancelledWhileAskingForFees`). */
  quoteCancelsAt: string[];
}

/** Liknoss's error codes, by the port's failure the simulated network answered. */
const ERROR_CODES: Record<string, { status: number; code: string }> = {
  invalidRequest: { status: 400, code: 'INVALID_REQUEST' },
  tripNotFound: { status: 404, code: 'TRIP_NOT_FOUND' },
  noAvailability: { status: 409, code: 'NO_AVAILABILITY' },
  bookingNotFound: { status: 404, code: 'BOOKING_NOT_FOUND' },
  bookingExpired: { status: 409, code: 'OPTION_EXPIRED' },
  invalidBookingState: { status: 409, code: 'INVALID_BOOKING_STATUS' },
  companyNotFound: { status: 404, code: 'COMPANY_NOT_FOUND' },
};

export function refuse(response: Response, status: number, code: string, message: string): void {
  response.status(status).json({ code, message, severeError: status >= 500 });
}

/** A failure of the simulated network in Liknoss's words (unknown ones as a severe error). */
export function refuseWith(response: Response, error: InventoryError): void {
  const known = ERROR_CODES[error.code];
  refuse(response, known?.status ?? 500, known?.code ?? 'INTERNAL_ERROR', error.message);
}

/** Answers `body(value)` or the failure. */
export function answer<T>(
  response: Response,
  result: Result<T, InventoryError>,
  body: (value: T) => unknown,
): void {
  if (result.ok) response.json(body(result.value));
  else refuseWith(response, result.error);
}

type Handler = (request: Request, response: Response) => Promise<void>;

/**
 * Runs a handler; an injected fault of the simulated system (`FERRY_UPSTREAM_FAULTS`-like behaviour) comes
 * out as Liknoss would show it: a 503, a 504 after the wait, or a 200 whose body is not what was asked.
 */
export function faultTolerant(handler: Handler): Handler {
  return async (request, response) => {
    try {
      await handler(request, response);
    } catch (error) {
      if (!(error instanceof UpstreamFailure)) throw error;
      if (error.kind === 'malformedResponse') response.json({ unexpected: 'answer' });
      else if (error.kind === 'timeout') refuse(response, 504, 'TIMEOUT', error.message);
      else refuse(response, 503, 'SERVICE_UNAVAILABLE', error.message);
    }
  };
}

const HEADERS = {
  'agency-code': 'agencyCode',
  'agency-user-name': 'user',
  'agency-password': 'password',
  'agency-signature': 'signature',
} as const;

/**
 * A local Liknoss (FORTHcrs) web-services server for tests and demonstrations (decision 0077): Liknoss's
 * paths and field names over a simulated system of Kyma's network, stateful (options lapse at their
 * `optionDateTime`, tickets are issued once, cancellations refund), signed in by the `agency-*` headers.
 */
export function createLiknossServer(options: LiknossServerOptions): express.Express {
  const app = express();
  app.use(express.json({ limit: '256kb' }));
  app.use((request, response, next) => {
    const signedIn = Object.entries(HEADERS).every(
      ([header, field]) => request.get(header) === options.account[field],
    );
    if (!signedIn || !request.get('language-code'))
      return refuse(response, 401, 'AUTHENTICATION_FAILED', 'unknown agency credentials');
    next();
  });
  app.use(searchRoutes(options.inventory));
  app.use(bookingRoutes(options));
  return app;
}
