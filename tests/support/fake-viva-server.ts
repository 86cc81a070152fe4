import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type CardHolderChoice = 'succeeded' | 'declined' | 'abandoned';

interface FakeOrder {
  code: string;
  amount: number;
  merchantTrns: string;
  customerTrns: string;
  requestLang: string;
  /** Created with `isPreAuth`: the card holder's payment is a pre-authorisation. */
  isPreAuth: boolean;
  /** 0 pending, 1 expired, 2 cancelled, 3 paid (classic API's StateId). */
  state: 0 | 1 | 2 | 3;
}

interface FakeTransaction {
  id: string;
  orderCode: string;
  /** Cents, as the fake keeps them; answers give euros as Viva does. */
  amount: number;
  /** X: a pre-authorisation cancelled (voided) before any capture; A: a reversal still in progress. */
  statusId: 'F' | 'E' | 'R' | 'X' | 'A';
  /** Viva's TransactionTypeId: 5 a sale, 1 a pre-authorisation, 0 its capture, 4 a refund. */
  typeId: 0 | 1 | 4 | 5;
  refunded: number;
  refundOf: string | null;
  /** The merchant's reference sent with a refund (`merchantTrns`), listed back with the transaction. */
  merchantTrns: string | null;
}

export interface FakeViva {
  accountsUrl: string;
  apiUrl: string;
  checkoutUrl: string;
  credentials: {
    clientId: string;
    clientSecret: string;
    merchantId: string;
    apiKey: string;
    sourceCode: string;
  };
  webhookKey: string;
  /** How many access tokens the fake has issued. */
  tokensIssued(): number;
  /** Revokes every token issued so far, as a token that lapses early at Viva. */
  revokeTokens(): void;
  /** The payment orders created, as the fake received them (for asserting what Kyma sent). */
  orderRequests: Array<Record<string, unknown>>;
  /** Plays the card holder on Smart Checkout; answers the query Viva appends to the return URL. */
  pay(orderCode: string, choice: CardHolderChoice): Record<string, string>;
  /** The body Viva POSTs to the webhook URL for a transaction (1796 paid, 1798 failed), as raw JSON. */
  transactionEvent(transactionId: string): string;
  /** The body Viva POSTs when an order is cancelled on its page (4865), as raw JSON. */
  orderCancelledEvent(orderCode: string): string;
  /** While true, each refund is accepted in progress (StatusId A) until `finishRefund` ends it. */
  refundsPending: boolean;
  /** Ends a refund left in progress: given back (F) or failed (E, its money back on the payment). */
  finishRefund(refundId: string, statusId: 'F' | 'E'): void;
  close(): Promise<void>;
}

const euros = (cents: number) => cents / 100;

/** Order codes are 16-digit integers beyond a double's precision; the fake writes them as bare digits. */
function rawJson(value: unknown): string {
  return JSON.stringify(value).replace(/"(orderCode|OrderCode)":"(\d+)"/g, '"$1":$2');
}

function send(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(body === undefined ? '' : rawJson(body));
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/**
 * A local stand-in for Viva Wallet speaking its documented protocol: the accounts server (OAuth2 client
 * credentials), the Smart Checkout API (payment orders, transactions, bearer token) and the classic API
 * (webhook key, order state, transactions of an order, refunds; basic auth). The three hosts are path
 * prefixes of one server, so a call sent to the wrong host fails as it would at Viva.
 */
export async function startFakeViva(): Promise<FakeViva> {
  const credentials = {
    clientId: 'kyma-test.apps.vivapayments.com',
    clientSecret: randomBytes(12).toString('hex'),
    merchantId: randomUUID(),
    apiKey: randomBytes(8).toString('hex'),
    sourceCode: '4821',
  };
  const webhookKey = randomBytes(20).toString('hex').toUpperCase();
  const tokens = new Set<string>();
  let issued = 0;
  const orders = new Map<string, FakeOrder>();
  const transactions = new Map<string, FakeTransaction>();
  const orderRequests: Array<Record<string, unknown>> = [];

  const transactionAnswer = (tx: FakeTransaction) => {
    const order = orders.get(tx.orderCode)!;
    return {
      email: 'eleni@example.com',
      amount: euros(tx.amount),
      orderCode: tx.orderCode,
      statusId: tx.statusId,
      fullName: 'Eleni Papadopoulou',
      insDate: new Date().toISOString(),
      cardNumber: '414746XXXXXX0133',
      currencyCode: '978',
      customerTrns: order.customerTrns,
      merchantTrns: order.merchantTrns,
      transactionTypeId: tx.typeId,
      recurringSupport: false,
      totalInstallments: 0,
      cardCountryCode: 'GR',
      cardIssuingBank: 'Test Bank',
      currentInstallment: 0,
      cardUniqueReference: randomBytes(20).toString('hex'),
      cardTypeId: 0,
    };
  };

  async function accounts(req: IncomingMessage, res: ServerResponse, path: string) {
    const form = new URLSearchParams(await bodyOf(req));
    if (
      req.method !== 'POST' ||
      path !== '/connect/token' ||
      req.headers.authorization !== basic(credentials.clientId, credentials.clientSecret) ||
      form.get('grant_type') !== 'client_credentials'
    )
      return send(res, 401, { error: 'invalid_client' });
    const token = randomBytes(24).toString('base64url');
    tokens.add(token);
    issued++;
    send(res, 200, {
      access_token: token,
      expires_in: 3600,
      token_type: 'Bearer',
      scope: 'urn:viva:payments:core:api:redirectcheckout',
    });
  }

  async function api(req: IncomingMessage, res: ServerResponse, path: string) {
    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(bearer)) return send(res, 401);
    if (req.method === 'POST' && path === '/checkout/v2/orders') {
      const body = JSON.parse(await bodyOf(req)) as Record<string, unknown>;
      orderRequests.push(body);
      const customer = (body.customer ?? {}) as Record<string, unknown>;
      if (!Number.isSafeInteger(body.amount) || (body.amount as number) < 30)
        return send(res, 400, { message: 'amount must be at least 30 cents' });
      if (body.sourceCode !== credentials.sourceCode) return send(res, 400, { message: 'unknown source' });
      // 16 digits from 9 upwards: most are beyond 2^53, as Viva's order codes can be.
      const code = `9${Array.from(randomBytes(15), (byte) => byte % 10).join('')}`;
      orders.set(code, {
        code,
        amount: body.amount as number,
        merchantTrns: String(body.merchantTrns ?? ''),
        customerTrns: String(body.customerTrns ?? ''),
        requestLang: String(customer.requestLang ?? 'el-GR'),
        isPreAuth: body.isPreAuth === true,
        state: 0,
      });
      return send(res, 200, { orderCode: code });
    }
    const transaction = /^\/checkout\/v2\/transactions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && transaction) {
      const tx = transactions.get(transaction[1]!);
      return tx ? send(res, 200, transactionAnswer(tx)) : send(res, 404, { message: 'not found' });
    }
    send(res, 404);
  }

  function classic(req: IncomingMessage, res: ServerResponse, url: URL) {
    const path = url.pathname;
    const page = /^\/web\/checkout$/.exec(path);
    if (req.method === 'GET' && page) {
      const order = orders.get(url.searchParams.get('ref') ?? '');
      if (order?.state !== 0) return send(res, 404);
      res.writeHead(200, { 'Content-Type': 'text/html' }).end(`<h1>Pay ${euros(order.amount)} €</h1>`);
      return;
    }
    if (req.headers.authorization !== basic(credentials.merchantId, credentials.apiKey))
      return send(res, 401);
    if (req.method === 'GET' && path === '/api/messages/config/token')
      return send(res, 200, { Key: webhookKey });
    const order = /^\/api\/orders\/(\d+)$/.exec(path);
    if (req.method === 'GET' && order) {
      const found = orders.get(order[1]!);
      if (!found) return send(res, 404, { ErrorCode: 404, ErrorText: 'order not found' });
      return send(res, 200, {
        OrderCode: found.code,
        SourceCode: credentials.sourceCode,
        Tags: [],
        TipAmount: 0,
        RequestLang: found.requestLang,
        MerchantTrns: found.merchantTrns,
        CustomerTrns: found.customerTrns,
        MaxInstallments: 0,
        RequestAmount: euros(found.amount),
        ExpirationDate: new Date(Date.now() + 1_800_000).toISOString(),
        StateId: found.state,
      });
    }
    if (req.method === 'GET' && path === '/api/transactions') {
      const code = url.searchParams.get('ordercode') ?? '';
      if (!orders.has(code)) return send(res, 404, { ErrorCode: 404, ErrorText: 'order not found' });
      const listed = [...transactions.values()]
        .filter((tx) => tx.orderCode === code)
        .map((tx) => ({
          TransactionId: tx.id,
          StatusId: tx.statusId,
          Amount: euros(tx.amount),
          Order: { OrderCode: code },
          ParentId: tx.refundOf,
          MerchantTrns: tx.merchantTrns,
          TransactionTypeId: tx.typeId,
        }));
      return send(res, 200, { Transactions: listed, ErrorCode: 0, ErrorText: null, Success: true });
    }
    const refund = /^\/api\/transactions\/([^/]+)$/.exec(path);
    if (req.method === 'POST' && refund) return capture(req, res, refund[1]!);
    if (req.method === 'DELETE' && refund) {
      const tx = transactions.get(refund[1]!);
      const amount = Number(url.searchParams.get('amount'));
      const refusal = (text: string) => send(res, 403, { ErrorCode: 403, ErrorText: text, Success: false });
      if (!tx) return send(res, 404, { ErrorCode: 404, ErrorText: 'transaction not found', Success: false });
      if (tx.typeId === 1) return cancelPreAuth(res, tx, amount);
      if (tx.typeId === 4 || tx.statusId !== 'F') return refusal('not a successful payment');
      if (!Number.isSafeInteger(amount) || amount <= 0) return refusal('invalid amount');
      if (tx.refunded + amount > tx.amount) return refusal('amount exceeds what is left to refund');
      tx.refunded += amount;
      if (tx.refunded === tx.amount) tx.statusId = 'R';
      const reversal: FakeTransaction = {
        id: randomUUID(),
        orderCode: tx.orderCode,
        amount,
        statusId: fake.refundsPending ? 'A' : 'F',
        typeId: 4,
        refunded: 0,
        refundOf: tx.id,
        merchantTrns: url.searchParams.get('merchantTrns'),
      };
      transactions.set(reversal.id, reversal);
      return send(res, 200, {
        TransactionId: reversal.id,
        StatusId: reversal.statusId,
        Amount: euros(amount),
        ErrorCode: 0,
        ErrorText: '',
        TimeStamp: new Date().toISOString(),
        Success: true,
      });
    }
    send(res, 404);
  }

  const refused = (res: ServerResponse, text: string) =>
    send(res, 403, { ErrorCode: 403, ErrorText: text, Success: false });
  const capturesOf = (preAuth: FakeTransaction) =>
    [...transactions.values()].filter((tx) => tx.refundOf === preAuth.id && tx.typeId === 0);

  /** Captures a pre-authorisation once, up to what it holds; never after it was cancelled. */
  async function capture(req: IncomingMessage, res: ServerResponse, id: string) {
    const preAuth = transactions.get(id);
    const body = JSON.parse((await bodyOf(req)) || '{}') as { amount?: unknown; merchantTrns?: unknown };
    if (!preAuth)
      return send(res, 404, { ErrorCode: 404, ErrorText: 'transaction not found', Success: false });
    if (preAuth.typeId !== 1 || preAuth.statusId !== 'F')
      return refused(res, 'not an open pre-authorisation');
    if (capturesOf(preAuth).length > 0) return refused(res, 'the pre-authorisation was captured');
    const amount = body.amount;
    if (!Number.isSafeInteger(amount) || (amount as number) <= 0 || (amount as number) > preAuth.amount)
      return refused(res, 'amount exceeds the pre-authorisation');
    const captured: FakeTransaction = {
      id: randomUUID(),
      orderCode: preAuth.orderCode,
      amount: amount as number,
      statusId: 'F',
      typeId: 0,
      refunded: 0,
      refundOf: preAuth.id,
      merchantTrns: typeof body.merchantTrns === 'string' ? body.merchantTrns : null,
    };
    transactions.set(captured.id, captured);
    send(res, 200, {
      TransactionId: captured.id,
      StatusId: 'F',
      Amount: euros(captured.amount),
      ErrorCode: 0,
    });
  }

  /** Cancels a pre-authorisation nothing captured, for what it holds. */
  function cancelPreAuth(res: ServerResponse, preAuth: FakeTransaction, amount: number) {
    if (preAuth.statusId !== 'F') return refused(res, 'the pre-authorisation is not open');
    if (capturesOf(preAuth).length > 0) return refused(res, 'the pre-authorisation was captured');
    if (amount !== preAuth.amount) return refused(res, 'a pre-authorisation is cancelled whole');
    preAuth.statusId = 'X';
    send(res, 200, { TransactionId: preAuth.id, StatusId: 'X', Amount: euros(amount), ErrorCode: 0 });
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, host, ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    const handled =
      host === 'accounts'
        ? accounts(req, res, path)
        : host === 'api'
          ? api(req, res, path)
          : host === 'www'
            ? classic(req, res, new URL(`${path}${url.search}`, 'http://fake'))
            : send(res, 404);
    Promise.resolve(handled).catch(() => send(res, 500));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const eventOf = (eventTypeId: number, eventData: Record<string, unknown>) =>
    rawJson({
      Url: 'https://kyma.example/payment-webhooks/viva',
      EventData: eventData,
      Created: new Date().toISOString(),
      CorrelationId: randomUUID(),
      EventTypeId: eventTypeId,
      Delay: null,
      MessageId: randomUUID(),
      RecipientId: credentials.merchantId,
      MessageTypeId: 512,
    });

  const fake: FakeViva = {
    accountsUrl: `${base}/accounts`,
    apiUrl: `${base}/api`,
    checkoutUrl: `${base}/www`,
    credentials,
    webhookKey,
    orderRequests,
    tokensIssued: () => issued,
    revokeTokens: () => tokens.clear(),
    pay(orderCode, choice) {
      const order = orders.get(orderCode);
      if (order?.state !== 0) throw new Error(`no payable order ${orderCode}`);
      const back = { s: order.code, lang: order.requestLang };
      if (choice === 'abandoned') {
        order.state = 2;
        return back;
      }
      const tx: FakeTransaction = {
        id: randomUUID(),
        orderCode,
        amount: order.amount,
        statusId: choice === 'succeeded' ? 'F' : 'E',
        typeId: order.isPreAuth ? 1 : 5,
        refunded: 0,
        refundOf: null,
        merchantTrns: null,
      };
      transactions.set(tx.id, tx);
      if (choice === 'succeeded') order.state = 3;
      // eventId 0 is a success; 10051 is the issuer's "insufficient funds".
      return { t: tx.id, ...back, eventId: choice === 'succeeded' ? '0' : '10051', eci: '1' };
    },
    transactionEvent(transactionId) {
      const tx = transactions.get(transactionId)!;
      const order = orders.get(tx.orderCode)!;
      return eventOf(tx.statusId === 'E' ? 1798 : 1796, {
        TransactionId: tx.id,
        OrderCode: tx.orderCode,
        StatusId: tx.statusId,
        Amount: euros(tx.amount),
        CurrencyCode: '978',
        MerchantTrns: order.merchantTrns,
        CustomerTrns: order.customerTrns,
        SourceCode: credentials.sourceCode,
        MerchantId: credentials.merchantId,
      });
    },
    orderCancelledEvent(orderCode) {
      const order = orders.get(orderCode)!;
      return eventOf(4865, {
        OrderCode: order.code,
        IsCancelled: order.state === 2,
        Amount: euros(order.amount),
        CurrencyCode: '978',
        MerchantTrns: order.merchantTrns,
        SourceCode: credentials.sourceCode,
        MerchantId: credentials.merchantId,
      });
    },
    refundsPending: false,
    finishRefund(refundId, statusId) {
      const reversal = transactions.get(refundId)!;
      reversal.statusId = statusId;
      const paid = transactions.get(reversal.refundOf!)!;
      if (statusId === 'E') {
        paid.refunded -= reversal.amount;
        paid.statusId = 'F';
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
