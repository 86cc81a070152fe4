/**
 * The floor of the page benchmark: a bare Express server that sends prebuilt bytes, the very ones Kyma
 * sent for each page (same encoding), without any work per request. Run as its own process so its CPU
 * is measured the same way as Kyma's: `node bench/support/prebuilt-server.ts <pages.json> <port>`.
 */
import { readFileSync } from 'node:fs';
import express from 'express';

const [pagesFile = '', port = '0'] = process.argv.slice(2);
const pages = JSON.parse(readFileSync(pagesFile, 'utf8')) as Record<
  string,
  { headers: Record<string, string>; body: string }
>;
const app = express();
for (const [pagePath, page] of Object.entries(pages)) {
  const body = Buffer.from(page.body, 'base64');
  app.get(pagePath, (_req, res) => {
    res.set(page.headers).send(body);
  });
}
app.listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
