import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';

const xml = new XMLBuilder({ ignoreAttributes: false });
// Attributes kept in order and texts as texts: the digest is checked over the Message rebuilt from them.
const readXml = new XMLParser({ ignoreAttributes: false, parseTagValue: false, parseAttributeValue: false });

type CardHolderChoice = 'succeeded' | 'declined' | 'abandoned';

/** The digest orders as Cardlink documents them, written out here apart from the adapter's. */
const REQUEST_ORDER =
  'version mid lang deviceCategory orderid orderDesc orderAmount currency payerEmail payerPhone billCountry billZip billCity billAddress weight dimensions shipCountry shipZip shipCity shipAddress addFraudScore maxPayRetries reject3dsU payMethod trType extInstallmentoffset extInstallmentperiod extRecurringfrequency extRecurringenddate blockScore cssUrl confirmUrl cancelUrl extTokenOptions extToken var1 var2 var3 var4 var5 var6 var7 var8 var9'.split(
    ' ',
  );
const RESPONSE_ORDER =
  'version mid orderid status orderAmount currency paymentTotal message riskScore payMethod txId paymentRef extToken extTokenPanEnd extTokenExp'.split(
    ' ',
  );

interface FakePayment {
  orderid: string;
  amount: number;
  confirmUrl: string;
  cancelUrl: string;
  status: 'NEW' | 'AUTHORIZED' | 'CAPTURED' | 'REFUSED' | 'CANCELED';
  /** trType 2: the approval only holds the money, until a CaptureRequest takes it (once, at most all). */
  preAuth: boolean;
  /** What the capture of a pre-authorisation took. */
  captured: number | null;
  settled: boolean;
  refunded: number;
  txId: string;
}

interface CardlinkReturn {
  /** Where the VPOS posts the browser back (confirmUrl or cancelUrl). */
  url: string;
  fields: Record<string, string>;
}

export interface FakeCardlink {
  vposUrl: string;
  merchantId: string;
  sharedSecret: string;
  /** The forms the VPOS received, as the browser posted them. */
  forms: Array<Record<string, string>>;
  /**
   * Plays the card holder on the payment page of an order id: the answer the VPOS posts back. A sale is
   * settled overnight; `settled: false` keeps it in the day, when it can only be cancelled.
   */
  decide(orderid: string, choice: CardHolderChoice, options?: { settled?: boolean }): CardlinkReturn;
  close(): Promise<void>;
}

const digestOf = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
const toCents = (text: string) => Math.round(Number(text) * 100);
const euros = (cents: number) => (cents / 100).toFixed(2);

async function bodyOf(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

/**
 * A local stand-in for a Cardlink VPOS: the redirect endpoint (`/vpos/shophandlermpi`) checks the form's
 * digest as the real one does ("Security error invalid digest"), the card holder's decision produces the
 * signed form posted back, and the XML API (`/vpos/xmlpayvpos`) refunds or cancels a sale.
 */
export async function startFakeCardlink(): Promise<FakeCardlink> {
  const merchantId = String(1_000_000 + (randomBytes(3).readUIntBE(0, 3) % 8_999_999));
  const sharedSecret = randomBytes(16).toString('hex');
  const payments = new Map<string, FakePayment>();
  const forms: Array<Record<string, string>> = [];
  /** Each XML message's answer by its messageId. */
  const answered = new Map<string, { kind: string; fields: Record<string, string> }>();
  let nextTx = 88_000_000;

  function page(res: ServerResponse, status: number, text: string) {
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<p>${text}</p>`);
  }

  async function redirectForm(req: IncomingMessage, res: ServerResponse) {
    const fields = Object.fromEntries(new URLSearchParams(await bodyOf(req)));
    forms.push(fields);
    const concatenated = REQUEST_ORDER.map((name) => fields[name] ?? '').join('') + sharedSecret;
    if (fields.digest !== digestOf(concatenated)) return page(res, 400, 'Security error invalid digest');
    if (fields.mid !== merchantId) return page(res, 400, 'Merchant not found in system');
    if (!/^[A-Za-z0-9]{1,50}$/.test(fields.orderid ?? '')) return page(res, 400, 'Invalid orderid');
    if (payments.has(fields.orderid!)) return page(res, 400, 'Invalid orderid (duplicate)');
    if (!/^\d+(\.\d{1,2})?$/.test(fields.orderAmount ?? '') || fields.currency !== 'EUR')
      return page(res, 400, 'Invalid amount');
    if (!fields.confirmUrl || !fields.cancelUrl) return page(res, 400, 'Missing return URLs');
    payments.set(fields.orderid!, {
      orderid: fields.orderid!,
      amount: toCents(fields.orderAmount!),
      confirmUrl: fields.confirmUrl,
      cancelUrl: fields.cancelUrl,
      status: 'NEW',
      preAuth: fields.trType === '2',
      captured: null,
      settled: true,
      refunded: 0,
      txId: String(nextTx++),
    });
    page(res, 200, `Pay ${fields.orderAmount} EUR`);
  }

  function xmlAnswer(res: ServerResponse, element: string, children: Record<string, string>) {
    const message = {
      '@_messageId': `R${randomBytes(4).toString('hex')}`,
      '@_timeStamp': new Date().toISOString(),
      '@_version': '2.1',
      [element]: children,
    };
    const digest = digestOf(xml.build({ Message: message }) + sharedSecret);
    res.writeHead(200, { 'Content-Type': 'application/xml' }).end(
      xml.build({
        '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
        VPOS: { '@_xmlns': 'http://www.modirum.com/schemas/vposxmlapi41', Message: message, Digest: digest },
      }),
    );
  }

  async function xmlApi(req: IncomingMessage, res: ServerResponse) {
    const { VPOS: root } = readXml.parse(await bodyOf(req)) as { VPOS?: Record<string, unknown> };
    const message = root?.Message as Record<string, unknown> | undefined;
    const error = (code: string, description: string) =>
      xmlAnswer(res, 'ErrorMessage', { ErrorCode: code, Description: description });
    if (!root || !message || typeof root.Digest !== 'string') return error('SE', 'Invalid message');
    // The digest covers the Message element as canonical XML writes it: with the namespaces it inherits.
    const namespaces = Object.fromEntries(
      Object.entries(root).filter(([name]) => name.startsWith('@_xmlns')),
    );
    const canonical = xml.build({ Message: { ...namespaces, ...message } });
    if (digestOf(canonical + sharedSecret) !== root.Digest)
      return error('SE', 'Security error invalid digest');
    const kind = ['RefundRequest', 'CancelRequest', 'CaptureRequest'].find((name) => name in message);
    const request = (kind ? message[kind] : {}) as Record<string, Record<string, string>>;
    const value = (name: string) => request.Authentication?.[name] ?? request.OrderInfo?.[name] ?? '';
    if (value('Mid') !== merchantId) return error('M1', 'Invalid merchant');
    // A message sent again with its messageId (a retry after a lost answer) gets the first answer again,
    // without doing it twice.
    const messageId = `${message['@_messageId'] ?? ''}`;
    const earlier = messageId ? answered.get(messageId) : undefined;
    if (earlier) return xmlAnswer(res, earlier.kind, earlier.fields);
    const reply = (kind: string, fields: Record<string, string>) => {
      if (messageId) answered.set(messageId, { kind, fields });
      return xmlAnswer(res, kind, fields);
    };
    const payment = payments.get(value('OrderId'));
    const amount = toCents(value('OrderAmount'));
    if (!kind || !payment || value('Currency') !== 'EUR')
      return error('O2', 'Original transaction is not found');
    const answer = {
      OrderId: payment.orderid,
      OrderAmount: euros(amount),
      Currency: 'EUR',
      PaymentTotal: euros(amount),
    };
    if (kind === 'CaptureRequest') {
      if (payment.status !== 'AUTHORIZED') return error('O1', 'Original transaction cannot be captured');
      if (amount <= 0 || amount > payment.amount)
        return reply('CaptureResponse', { ...answer, Status: 'REFUSED', ErrorCode: 'A1' });
      payment.status = 'CAPTURED';
      payment.captured = amount;
      payment.settled = false;
      return reply('CaptureResponse', { ...answer, Status: 'CAPTURED', TxId: String(nextTx++) });
    }
    const held = payment.captured ?? payment.amount;
    if (kind === 'RefundRequest') {
      if (payment.status !== 'CAPTURED' || !payment.settled)
        return error('O1', 'Original transaction is not refundable');
      if (amount <= 0 || payment.refunded + amount > held)
        return reply('RefundResponse', { ...answer, Status: 'REFUSED', ErrorCode: 'A1' });
      payment.refunded += amount;
      return reply('RefundResponse', { ...answer, Status: 'CAPTURED', TxId: String(nextTx++) });
    }
    // A pre-authorisation is cancelled whole; a sale (or a capture) only the same day, for what it took.
    const cancellable =
      payment.status === 'AUTHORIZED'
        ? amount === payment.amount
        : payment.status === 'CAPTURED' && !payment.settled && amount === held;
    if (!cancellable) return error('O1', 'Original transaction cannot be cancelled');
    payment.status = 'CANCELED';
    return reply('CancelResponse', { ...answer, Status: 'CANCELED', TxId: String(nextTx++) });
  }

  const server: Server = createServer((req, res) => {
    const handled =
      req.method === 'POST' && req.url === '/vpos/shophandlermpi'
        ? redirectForm(req, res)
        : req.method === 'POST' && req.url === '/vpos/xmlpayvpos'
          ? xmlApi(req, res)
          : page(res, 404, 'Not found');
    Promise.resolve(handled).catch(() => page(res, 500, 'Error'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    vposUrl: `${base}/vpos/shophandlermpi`,
    merchantId,
    sharedSecret,
    forms,
    decide(orderid, choice, options = {}) {
      const payment = payments.get(orderid);
      if (payment?.status !== 'NEW') throw new Error(`no payable order ${orderid}`);
      const approved = payment.preAuth ? 'AUTHORIZED' : 'CAPTURED';
      payment.status = choice === 'succeeded' ? approved : choice === 'declined' ? 'REFUSED' : 'CANCELED';
      payment.settled = options.settled ?? true;
      const fields: Record<string, string> = {
        version: '2',
        mid: merchantId,
        orderid,
        status: payment.status,
        orderAmount: euros(payment.amount),
        currency: 'EUR',
        ...(choice === 'succeeded' ? { paymentTotal: euros(payment.amount) } : {}),
        message:
          choice === 'succeeded'
            ? `OK, ${approved} response code 00`
            : `${payment.status} by the card holder`,
        ...(choice === 'abandoned' ? {} : { riskScore: '0', payMethod: 'visa', txId: payment.txId }),
        ...(choice === 'succeeded' ? { paymentRef: String(100_000 + (payment.amount % 900_000)) } : {}),
      };
      fields.digest = digestOf(RESPONSE_ORDER.map((name) => fields[name] ?? '').join('') + sharedSecret);
      return { url: choice === 'succeeded' ? payment.confirmUrl : payment.cancelUrl, fields };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
