import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTwilio {
  url: string;
  accountSid: string;
  authToken: string;
  /** Every message accepted, as posted (To, From, Body), with the sid it was given. */
  messages: Array<{ sid: string; to: string; from: string; body: string }>;
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

const twilioError = (status: number, code: number, message: string) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});

/**
 * A local stand-in for Twilio's Messages API: `POST /2010-04-01/Accounts/{sid}/Messages.json` with HTTP
 * Basic (20003 otherwise), a form body whose `To` must be E.164 (21211 otherwise), answering 201 with the
 * Message resource as Twilio documents it (`sid` SM…, `status` queued).
 */
export async function startFakeTwilio(): Promise<FakeTwilio> {
  const accountSid = 'AC00000000000000000000000000000001';
  const authToken = 'fake-auth-token';
  const messages: FakeTwilio['messages'] = [];
  const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const server = createServer(async (req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
      return reply(404, twilioError(404, 20404, 'The requested resource was not found'));
    }
    if (req.headers.authorization !== expected) return reply(401, twilioError(401, 20003, 'Authenticate'));
    const form = new URLSearchParams(await bodyOf(req));
    const to = form.get('To') ?? '';
    if (!/^\+[1-9]\d{6,14}$/.test(to)) {
      return reply(400, twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`));
    }
    const sid = `SM${String(messages.length + 1).padStart(32, '0')}`;
    messages.push({ sid, to, from: form.get('From') ?? '', body: form.get('Body') ?? '' });
    reply(201, {
      sid,
      account_sid: accountSid,
      to,
      from: form.get('From'),
      body: form.get('Body'),
      status: 'queued',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      error_code: null,
      error_message: null,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
