import { createContext } from 'react-router';
import type { AppServices } from '#application/app-services.ts';

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
}

export const requestContext = createContext<RequestContext>();
