import express from 'express';
import type { ApplePassWebService } from '#application/wallet/apple-pass-web-service.ts';
import { readBody } from '../../http/body-parsing.ts';

/** Apple's pass web service paths, under the pass's `webServiceURL` (decision 0129). */
const PASS_PATH = '/v1/passes/:passType/:serialNumber';
const REGISTRATION_PATH = '/v1/devices/:device/registrations/:passType/:serialNumber';
const DEVICE_PASSES_PATH = '/v1/devices/:device/registrations/:passType';

/** The token after `ApplePass `, or empty: an empty token matches no pass. */
const passToken = (req: express.Request) =>
  /^ApplePass (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';

const modifiedSince = (req: express.Request) => {
  const at = Date.parse(req.headers['if-modified-since'] ?? '');
  return Number.isNaN(at) ? undefined : new Date(at);
};

type Params = { device: string; passType: string; serialNumber: string };

/**
 * The HTTP side of `ApplePassWebService`: what Wallet on a device calls to register, ask for changed passes,
 * fetch one and log its errors (each logged line is kept in the process log, bounded in size).
 */
export function applePassWebService(
  service: ApplePassWebService,
  log: (lines: string[]) => void,
): express.Router {
  const router = express.Router();
  const json = readBody({ format: 'json', maxBytes: 16 * 1024, types: ['application/json'] });

  router.post<Params>(REGISTRATION_PATH, json, async (req, res) => {
    const pushToken = typeof req.body?.pushToken === 'string' ? req.body.pushToken.slice(0, 256) : '';
    const done = await service.register({ ...req.params, token: passToken(req), pushToken });
    res.sendStatus(done === 'unauthorized' ? 401 : done === 'created' ? 201 : 200);
  });
  router.delete<Params>(REGISTRATION_PATH, async (req, res) => {
    const done = await service.unregister({ ...req.params, token: passToken(req) });
    res.sendStatus(done === 'unauthorized' ? 401 : 200);
  });
  router.get<Omit<Params, 'serialNumber'>>(DEVICE_PASSES_PATH, async (req, res) => {
    const since = typeof req.query.passesUpdatedSince === 'string' ? req.query.passesUpdatedSince : undefined;
    const updated = await service.updatedSerials({ ...req.params, since });
    if (!updated) return void res.sendStatus(204);
    res.json(updated);
  });
  router.get<Omit<Params, 'device'>>(PASS_PATH, async (req, res) => {
    const found = await service.latestPass({
      ...req.params,
      token: passToken(req),
      modifiedSince: modifiedSince(req),
    });
    if (found === 'unauthorized') return void res.sendStatus(401);
    if (found === 'notModified') return void res.sendStatus(304);
    res
      .set({
        'Content-Type': 'application/vnd.apple.pkpass',
        'Last-Modified': new Date(found.lastModified).toUTCString(),
        'Cache-Control': 'no-cache',
      })
      .send(Buffer.from(found.bytes));
  });
  router.post('/v1/log', json, (req, res) => {
    const logs: unknown[] = Array.isArray(req.body?.logs) ? req.body.logs : [];
    log(logs.slice(0, 20).map((line) => String(line).slice(0, 500)));
    res.sendStatus(200);
  });
  return router;
}
