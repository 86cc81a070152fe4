import type { Request } from 'express';
import type { AgentAccess, AuthorizeAgent } from '#application/ferry/authorize-agent.ts';
import type { LimitBookingLookups } from '#application/ferry/limit-booking-lookups.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { refusalAnswer } from '../../refusal-http.ts';
import { bearerToken } from '../bearer-token.ts';
import type { Answer } from '../endpoint/answer.ts';
import type { Admission, Caller } from '../endpoint/endpoint.ts';

export interface BookingApiLimits {
  lookups?: LimitBookingLookups;
  agents?: AuthorizeAgent;
}

interface LimitsDeps {
  limits: BookingApiLimits;
}

/** The answer to a caller who is not an agent: 401 without credentials, 403 with someone else's. */
const refusedAccess = (access: 'unauthenticated' | 'forbidden', lang: LocaleCode): Answer =>
  access === 'forbidden'
    ? refusalAnswer({ code: 'agentOnly' }, lang)
    : { ...refusalAnswer({ code: 'signInRequired' }, lang), headers: { 'WWW-Authenticate': 'Bearer' } };

const admission = (access: AgentAccess, lang: LocaleCode): Admission<undefined> =>
  access === 'allowed'
    ? { admitted: true, caller: undefined }
    : { admitted: false, answer: refusedAccess(access, lang) };

/** Deny by default: without an agent check configured, nobody may drive upstream bookings. */
const agentAccess = async (req: Request, limits: BookingApiLimits) =>
  limits.agents ? await limits.agents.execute({ token: bearerToken(req) }) : 'unauthenticated';

const BEARER = [{ bearer: [] }];

/** Calls on upstream bookings by their code: agents and staff only (`AuthorizeAgent`). */
export const agent: Caller<LimitsDeps, undefined> = {
  security: BEARER,
  description: 'agents and staff: a bearer token with the `agent` or `admin` permission',
  admit: async ({ req, deps, lang }) => admission(await agentAccess(req, deps.limits), lang),
};

/** Staff with the back office's `causeDisruption` ability (support or admin); agents are refused. */
export const staff: Caller<LimitsDeps, undefined> = {
  security: BEARER,
  description: 'staff only: a bearer token with the `support` or `admin` permission',
  async admit({ req, deps, lang }) {
    const access = deps.limits.agents
      ? await deps.limits.agents.mayActAsStaff({ token: bearerToken(req), ability: 'causeDisruption' })
      : 'unauthenticated';
    if (access === 'forbidden')
      return { admitted: false, answer: refusalAnswer({ code: 'staffOnly' }, lang) };
    return admission(access, lang);
  },
};

/** An agent's look-up by order code, counted per address before the token is checked. */
export const countedAgent: Caller<LimitsDeps, undefined> = {
  ...agent,
  description: `${agent.description}; look-ups are counted per address, token or not`,
  async admit({ req, deps, lang }) {
    // Counted before anything else, so neither guessing codes nor guessing tokens pays.
    const counted = await deps.limits.lookups?.execute({ ip: req.ip ?? '' });
    if (counted && !counted.allowed)
      return { admitted: false, answer: refusalAnswer({ code: 'tooManyRequests' }, lang) };
    return admission(await agentAccess(req, deps.limits), lang);
  },
};

/** A reseller's account: that reseller's own user, agents and staff (spec §6). */
export const resellerOrAgent: Caller<LimitsDeps, undefined> = {
  security: BEARER,
  description: 'the reseller’s own user (`user_id`), agents and staff',
  async admit({ req, deps, lang }) {
    // Read before the query is checked: an id that is no number is nobody's own, and agents then get the 400.
    const userId = Number(req.query.user_id);
    const access = deps.limits.agents
      ? await deps.limits.agents.mayReadReseller({ token: bearerToken(req), userId })
      : 'unauthenticated';
    return admission(access, lang);
  },
};
