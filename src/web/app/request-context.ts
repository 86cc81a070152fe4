import type { Logger } from 'pino';
import { createContext } from 'react-router';
import type { AppServices } from '#application/app-services.ts';
import type { Consent } from '#domain/consent/consent.ts';

/** What a loader or action gets from the server for one request. */
export interface RequestContext {
  services: AppServices;
  cspNonce: string;
  /** The reseller/partner user the site is embedded for, 0 when none (spec §2 "Layouts"). */
  bookingPartnerUserId: number;
  /** The site's public address (no trailing slash), for canonical links, alternates and sitemaps. */
  publicUrl: string;
  /** The visitor's address as the proxy reports it: sign-in attempts are rate-limited by it. */
  clientIp: string;
  /** The visitor's saved cookie choice; null until they choose (treated as no marketing). */
  consent: Consent | null;
  /**
   * Lets this page's HTML be served again to other anonymous visitors (the render cache); absent when
   * the request may not be cached at all. Called by the document renderer for routes that opt in.
   */
  keepRender?: () => void;
  /** Where the BullMQ dashboard is mounted when jobs run on Redis; null on the embedded default. */
  queueDashboardPath: string | null;
  /** The sandbox provider takes card payments (PAYMENT_PROVIDERS lists it): no payment is real. */
  sandboxPayments: boolean;
  /**
   * The request's logger, its lines carrying the request's id (made when first asked for): React Router's
   * errors go there. None where the request was not logged (a router tested on its own).
   */
  requestLog: () => Logger | undefined;
}

export const requestContext = createContext<RequestContext>();
