import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/** `down`: every call answers 503 with an HTML page, as a gateway does in an outage. */
type MyDataMode = 'normal' | 'down';

export interface FakeMyData {
  url: string;
  userId: string;
  subscriptionKey: string;
  /** The InvoicesDoc bodies received, as posted. */
  requests: string[];
  mode: MyDataMode;
  close(): Promise<void>;
}

const xml = new XMLBuilder({ ignoreAttributes: false, suppressEmptyNode: true });
// The fake's own reading, apart from the adapter's: local names, texts as sent, lists as lists.
const readXml = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => name === 'invoice' || name === 'invoiceDetails' || name === 'correlatedInvoices',
});

const validAfm = (afm: string) => {
  if (!/^\d{9}$/.test(afm) || afm === '000000000') return false;
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += Number(afm[i]) * 2 ** (8 - i);
  return (sum % 11) % 10 === Number(afm[8]);
};

type Node = Record<string, unknown>;
const node = (value: unknown) => (typeof value === 'object' && value !== null ? (value as Node) : {});
const cents = (value: unknown) => Math.round(Number(value) * 100);

function responseDoc(body: Node) {
  return xml.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'utf-8' },
    ResponseDoc: {
      '@_xmlns': 'http://www.aade.gr/myDATA/invoice/v1.0',
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      response: { index: 1, ...body },
    },
  });
}

const refusal = (code: string, message: string) =>
  responseDoc({ statusCode: 'ValidationError', errors: { error: { message, code } } });

/** The document types Kyma sends: its invoice and receipt, and their credit documents (decision 0096). */
const CORRELATED_TYPES = new Set(['5.1']);
const WITH_COUNTERPART = new Set(['2.1', '5.1']);
const WITHOUT_COUNTERPART = new Set(['11.2', '11.4']);

/** A credit document names the MARKs it corrects: a 5.1 must, an 11.4 may; each must be one given. */
function correlation(header: Node, marks: ReadonlySet<string>): string | null {
  const correlated = ([] as unknown[]).concat(header.correlatedInvoices ?? []).map(String);
  if (CORRELATED_TYPES.has(String(header.invoiceType)) && correlated.length === 0)
    return refusal('321', 'correlatedInvoices is mandatory for this invoice type');
  const unknown = correlated.find((mark) => !marks.has(mark));
  return unknown ? refusal('322', `Correlated invoice ${unknown} not found`) : null;
}

/** What myDATA checks of the one invoice the adapter sends: its issuer, buyer, lines and summary. */
function validate(invoice: Node, marks: ReadonlySet<string>): string | null {
  const header = node(invoice.invoiceHeader);
  const type = String(header.invoiceType);
  if (!validAfm(String(node(invoice.issuer).vatNumber ?? '')))
    return refusal('101', 'Issuer vat number invalid');
  if (!WITH_COUNTERPART.has(type) && !WITHOUT_COUNTERPART.has(type))
    return refusal('212', `Invoice type ${type} not expected`);
  const counterpart = invoice.counterpart ? String(node(invoice.counterpart).vatNumber ?? '') : null;
  if (WITH_COUNTERPART.has(type) && counterpart === null) return refusal('104', 'Counterpart is mandatory');
  if (WITHOUT_COUNTERPART.has(type) && counterpart !== null) return refusal('105', 'Counterpart not allowed');
  if (counterpart !== null && !validAfm(counterpart))
    return refusal('102', `Vat number ${counterpart} is not valid`);
  if (!header.series || !/^\d+$/.test(String(header.aa ?? '')))
    return refusal('210', 'Series and aa required');
  return correlation(header, marks) ?? validateAmounts(invoice);
}

/** No negative line (a credit document's amounts are positive too: its type takes them back). */
function validateAmounts(invoice: Node): string | null {
  const details = (invoice.invoiceDetails as Node[] | undefined) ?? [];
  if (details.some((line) => cents(line.netValue) < 0)) return refusal('207', 'Negative values not allowed');
  const summary = node(invoice.invoiceSummary);
  const net = details.reduce((sum, line) => sum + cents(line.netValue), 0);
  const vat = details.reduce((sum, line) => sum + cents(line.vatAmount), 0);
  if (net !== cents(summary.totalNetValue) || vat !== cents(summary.totalVatAmount))
    return refusal('203', 'Invoice summary does not match its details');
  if (net + vat !== cents(summary.totalGrossValue)) return refusal('204', 'Gross value mismatch');
  return null;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

/**
 * A local stand-in for myDATA's REST API: `POST /SendInvoices` with the two credential headers (401
 * without), an `InvoicesDoc` checked as far as Kyma's documents go, and a `ResponseDoc` with a new MARK or
 * the errors, as the documented XML has them.
 */
export async function startFakeMyData(): Promise<FakeMyData> {
  const userId = `kyma-${randomBytes(3).toString('hex')}`;
  const subscriptionKey = randomBytes(16).toString('hex');
  const requests: string[] = [];
  let nextMark = 400_001_000_000_001n;
  const marks = new Set<string>();

  const server = createServer(async (req, res) => {
    const body = await bodyOf(req);
    const reply = (status: number, text: string, type = 'application/xml') =>
      res.writeHead(status, { 'Content-Type': type }).end(text);
    if (fake.mode === 'down') return reply(503, '<html><body>Service Unavailable</body></html>', 'text/html');
    if (req.method !== 'POST' || req.url !== '/SendInvoices') return reply(404, '');
    if (
      req.headers['aade-user-id'] !== userId ||
      req.headers['ocp-apim-subscription-key'] !== subscriptionKey
    )
      return reply(401, '{ "statusCode": 401, "message": "Access denied" }', 'application/json');
    requests.push(body);
    let invoice: Node;
    try {
      invoice = node((readXml.parse(body)?.InvoicesDoc?.invoice as Node[] | undefined)?.[0]);
    } catch {
      return reply(200, refusal('101', 'XML Syntax Validation Error'));
    }
    const refused = validate(invoice, marks);
    if (refused) return reply(200, refused);
    const mark = nextMark;
    nextMark += 1n;
    marks.add(String(mark));
    return reply(
      200,
      responseDoc({ invoiceUid: randomUUID(), invoiceMark: String(mark), statusCode: 'Success' }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeMyData = {
    url: `http://127.0.0.1:${port}`,
    userId,
    subscriptionKey,
    requests,
    mode: 'normal',
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
