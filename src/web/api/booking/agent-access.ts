import type { RequestHandler } from 'express';
import type { AuthorizeAgent } from '#application/ferry/authorize-agent.ts';
import type { LimitBookingLookups } from '#application/ferry/limit-booking-lookups.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { answerRefusal, refusalAnswer } from '../../refusal-http.ts';
import { bearerToken } from '../bearer-token.ts';
import { send } from './api-responses.ts';
import { langOf } from './read-request.ts';

export interface BookingApiLimits {
  lookups?: LimitBookingLookups;
  agents?: AuthorizeAgent;
}

/** Calls that change an upstream booking: an Idempotency-Key may make them safe to repeat. */
const BOOKING_POSTS = new Set([
  '/optional-booking',
  '/insert-booking',
  '/finalize-booking',
  '/failed-booking',
  '/cancel-booking',
]);

/** Calls on upstream bookings by their code: agents and staff only (`AuthorizeAgent`). */
const AGENT_ONLY = new Set([...BOOKING_POSTS, '/voucher', '/retrieve-booking']);

export const isBookingPost = (path: string) => BOOKING_POSTS.has(path);

/** The answer to a caller who is not an agent: 401 without credentials, 403 with someone else's. */
export const refusedAccess = (access: 'unauthenticated' | 'forbidden', lang: LocaleCode) =>
  refusalAnswer({ code: access === 'forbidden' ? 'agentOnly' : 'signInRequired' }, lang);

/** Deny by default: without an agent check configured, nobody may drive upstream bookings. */
export function agentAccess(limits: BookingApiLimits): RequestHandler {
  return async (req, res, next) => {
    if (!AGENT_ONLY.has(req.path)) return next();
    // Look-ups by order code are counted before anything else, so neither guessing codes nor tokens pays.
    if (req.path === '/retrieve-booking') {
      const counted = await limits.lookups?.execute({ ip: req.ip ?? '' });
      if (counted && !counted.allowed) return answerRefusal(res, { code: 'tooManyRequests' }, langOf(req));
    }
    const access = limits.agents
      ? await limits.agents.execute({ token: bearerToken(req) })
      : 'unauthenticated';
    if (access === 'allowed') return next();
    if (access === 'unauthenticated') res.set('WWW-Authenticate', 'Bearer');
    send(res, refusedAccess(access, langOf(req)));
  };
}
