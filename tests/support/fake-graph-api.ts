import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One server event as the fake took it, with the request's test event code. */
interface ReceivedServerEvent {
  event_name: string;
  event_time: number;
  event_id?: string;
  event_source_url?: string;
  action_source: string;
  user_data: Record<string, unknown>;
  custom_data?: Record<string, unknown>;
  testEventCode?: string;
}

export interface FakeGraphApi {
  url: string;
  pixelId: string;
  accessToken: string;
  /** Events counted once per event name and id, as Meta de-duplicates them. */
  received(): ReceivedServerEvent[];
  /** Every POST to the events edge, accepted or not. */
  requests(): number;
  /** The next `times` requests fail as Meta does when it cannot take events right now. */
  failNext(times: number): void;
  /** The next request gets no answer at all (a client must give up on its own). */
  hangNext(): void;
  close(): Promise<void>;
}

const HASH = /^[0-9a-f]{64}$/;
const HASHED_FIELDS = ['em', 'ph', 'fn', 'ln', 'ct', 'st', 'zp', 'country', 'db', 'ge', 'external_id'];
const ACTION_SOURCES = [
  'website',
  'app',
  'email',
  'phone_call',
  'chat',
  'physical_store',
  'system_generated',
  'other',
];
const SEVEN_DAYS_SECONDS = 7 * 24 * 3600;

const trace = () => randomBytes(8).toString('base64url');

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Meta's error object: `{ error: { message, type, code, error_subcode?, fbtrace_id } }`. */
function refuse(res: ServerResponse, status: number, code: number, message: string, type = 'OAuthException') {
  answer(res, status, { error: { message, type, code, fbtrace_id: trace() } });
}

/** Why Meta would refuse this server event, or null (Conversions API parameter rules). */
function problemOf(event: Record<string, unknown>, nowSeconds: number): string | null {
  if (typeof event.event_name !== 'string' || !event.event_name) return 'event_name is required';
  if (!Number.isInteger(event.event_time)) return 'event_time must be a Unix time in seconds';
  const time = event.event_time as number;
  if (time > nowSeconds + 60) return 'event_time is in the future';
  if (time < nowSeconds - SEVEN_DAYS_SECONDS) return 'event_time is more than 7 days ago';
  if (!ACTION_SOURCES.includes(event.action_source as string)) return 'action_source is invalid';
  const user = event.user_data as Record<string, unknown> | undefined;
  if (typeof user !== 'object' || user === null) return 'user_data is required';
  if (event.action_source === 'website') {
    if (!user.client_user_agent) return 'client_user_agent is required for website events';
    if (typeof event.event_source_url !== 'string' || !/^https?:\/\//.test(event.event_source_url))
      return 'event_source_url is required for website events';
  }
  for (const field of HASHED_FIELDS) {
    const values = user[field];
    if (values === undefined) continue;
    const list = Array.isArray(values) ? values : [values];
    if (!list.every((value) => typeof value === 'string' && HASH.test(value)))
      return `user_data.${field} must be SHA-256 hashed`;
  }
  const matchable = ['em', 'ph', 'fbp', 'fbc', 'external_id'].some((field) => user[field] !== undefined);
  if (!matchable && !(user.client_ip_address && user.client_user_agent))
    return 'user_data needs a customer information parameter';
  return null;
}

async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

/** A local stand-in for Meta's Graph API events edge, answering as Meta does. */
export async function startFakeGraphApi(): Promise<FakeGraphApi> {
  const pixelId = '1234567890123456';
  const accessToken = `EAAB${randomBytes(24).toString('hex')}`;
  const received = new Map<string, ReceivedServerEvent>();
  let requests = 0;
  let failures = 0;
  let hang = false;
  const hanging: ServerResponse[] = [];

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const match = /^\/(v\d{1,3}\.\d{1,2})\/(\d+)\/events$/.exec(url.pathname);
    if (req.method !== 'POST' || !match)
      return refuse(res, 400, 100, 'Unsupported request', 'GraphMethodException');
    requests += 1;
    const body = (await jsonBody(req)) as { data?: unknown; test_event_code?: unknown } | null;
    if (hang) {
      hang = false;
      hanging.push(res);
      return;
    }
    if (failures > 0) {
      failures -= 1;
      return refuse(res, 500, 2, 'An unexpected error has occurred. Please retry your request later.');
    }
    if (url.searchParams.get('access_token') !== accessToken)
      return refuse(res, 400, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (match[2] !== pixelId)
      return refuse(
        res,
        400,
        100,
        `Unsupported post request. Object with ID '${match[2]}' does not exist`,
        'GraphMethodException',
      );
    const data = body?.data;
    if (!Array.isArray(data) || data.length === 0 || data.length > 1000)
      return refuse(res, 400, 100, 'Invalid parameter: data must hold 1 to 1000 events');
    const now = Math.floor(Date.now() / 1000);
    for (const event of data as Record<string, unknown>[]) {
      const problem = problemOf(event, now);
      if (problem) return refuse(res, 400, 100, `Invalid parameter: ${problem}`);
    }
    const testEventCode = typeof body?.test_event_code === 'string' ? body.test_event_code : undefined;
    for (const event of data as unknown as ReceivedServerEvent[]) {
      const key = `${event.event_name}:${event.event_id ?? randomBytes(8).toString('hex')}`;
      if (!received.has(key)) received.set(key, { ...event, ...(testEventCode ? { testEventCode } : {}) });
    }
    answer(res, 200, { events_received: data.length, messages: [], fbtrace_id: trace() });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    pixelId,
    accessToken,
    received: () => [...received.values()],
    requests: () => requests,
    failNext(times) {
      failures = times;
    },
    hangNext() {
      hang = true;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
