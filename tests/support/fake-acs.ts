import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

type AcsMode = 'normal' | 'down' | 'silent' | 'notJson';

interface FakeVoucher {
  voucherNo: string;
  parameters: Record<string, unknown>;
  checkpoints: Array<{
    checkpoint_date_time: string;
    checkpoint_action: string;
    checkpoint_location: string;
  }>;
  delivered: boolean;
}

export interface FakeAcs {
  url: string;
  apiKey: string;
  credentials: { companyId: string; companyPassword: string; userId: string; userPassword: string };
  billingCode: string;
  /** Every request's JSON body, as posted. */
  requests: Array<{ ACSAlias: string; ACSInputParameters: Record<string, unknown> }>;
  vouchers: Map<string, FakeVoucher>;
  mode: AcsMode;
  /** Scans the parcel through the hub and hands it over (Athens wall-clock times, as ACS writes them). */
  deliver(voucherNo: string): void;
  close(): Promise<void>;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

/** The envelope with ACS's own spelling, `ACSOutputResponce`. */
const answer = (valueOutput: unknown[], tableData: unknown[] = []) => ({
  ACSExecution_HasError: false,
  ACSExecutionErrorMessage: '',
  ACSOutputResponce: { ACSValueOutput: valueOutput, ACSTableOutput: { Table_Data: tableData } },
});

/**
 * A local stand-in for ACS's ACSAutoRest endpoint: the `AcsApiKey` header (403 without it), the account's
 * credentials in every call (`ACSExecution_HasError` otherwise), `ACS_Create_Voucher` refusing a postcode
 * outside Greece in its value output with HTTP 200, and the two tracking calls.
 */
export async function startFakeAcs(): Promise<FakeAcs> {
  const apiKey = randomBytes(16).toString('hex');
  const credentials = {
    companyId: 'demo',
    companyPassword: `c-${randomBytes(4).toString('hex')}`,
    userId: 'kyma',
    userPassword: `u-${randomBytes(4).toString('hex')}`,
  };
  const requests: FakeAcs['requests'] = [];
  const vouchers = new Map<string, FakeVoucher>();
  let nextVoucher = 7_227_890_000;
  let held: Array<() => void> = [];

  const server = createServer(async (req, res) => {
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    if (fake.mode === 'silent') {
      held.push(() => json(503, {}));
      return;
    }
    if (fake.mode === 'down') return json(503, { Message: 'Service Unavailable' });
    if (req.headers.acsapikey !== apiKey) return res.writeHead(403).end('Forbidden');
    if (req.method !== 'POST' || !req.url?.endsWith('/ACSRestServices/api/ACSAutoRest')) return json(404, {});
    const request = JSON.parse(await bodyOf(req)) as FakeAcs['requests'][number];
    requests.push(request);
    if (fake.mode === 'notJson') return res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>');
    const input = request.ACSInputParameters ?? {};
    if (
      input.Company_ID !== credentials.companyId ||
      input.Company_Password !== credentials.companyPassword ||
      input.User_ID !== credentials.userId ||
      input.User_Password !== credentials.userPassword
    )
      return json(200, {
        ACSExecution_HasError: true,
        ACSExecutionErrorMessage: 'Invalid Company or User credentials',
        ACSOutputResponce: null,
      });
    switch (request.ACSAlias) {
      case 'ACS_Create_Voucher': {
        if (input.Billing_Code !== fake.billingCode)
          return json(
            200,
            answer([{ Voucher_No: null, Voucher_No_Return: null, Error_Message: 'Λάθος κωδικός χρέωσης' }]),
          );
        if (!/^[1-8]\d{4}$/.test(String(input.Recipient_Zipcode ?? '')) || !input.Recipient_Name)
          return json(
            200,
            answer([
              { Voucher_No: null, Voucher_No_Return: null, Error_Message: 'Μη έγκυρος Τ.Κ. παραλήπτη' },
            ]),
          );
        const voucherNo = String(nextVoucher++);
        vouchers.set(voucherNo, { voucherNo, parameters: input, checkpoints: [], delivered: false });
        // ACS answers voucher numbers as numbers in some accounts' examples and as strings in others.
        return json(
          200,
          answer([{ Voucher_No: Number(voucherNo), Voucher_No_Return: null, Error_Message: null }]),
        );
      }
      case 'ACS_Trackingsummary':
      case 'ACS_TrackingDetails': {
        const voucher = vouchers.get(String(input.Voucher_No));
        if (!voucher)
          return json(
            200,
            answer([
              {
                Error_Message: `Νο Acs shipment found for your company with voucher no: ${input.Voucher_No}`,
              },
            ]),
          );
        if (request.ACSAlias === 'ACS_TrackingDetails') return json(200, answer([], voucher.checkpoints));
        return json(
          200,
          answer(
            [],
            [
              {
                voucher_no: voucher.voucherNo,
                shipment_status: voucher.delivered ? 4 : 0,
                delivery_flag: voucher.delivered ? 1 : 0,
                returned_flag: 0,
                delivery_date: voucher.delivered ? '2026-12-03T12:05:00' : null,
              },
            ],
          ),
        );
      }
      default:
        return json(200, {
          ACSExecution_HasError: true,
          ACSExecutionErrorMessage: 'Unknown alias',
          ACSOutputResponce: null,
        });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeAcs = {
    url: `http://127.0.0.1:${port}/ACSRestServices/api/ACSAutoRest`,
    apiKey,
    credentials,
    billingCode: '2ΑΘ999999',
    requests,
    vouchers,
    mode: 'normal',
    deliver(voucherNo) {
      const voucher = vouchers.get(voucherNo)!;
      // Listed newest first, as the tracking page shows them: the adapter must order them itself.
      voucher.checkpoints = [
        {
          checkpoint_date_time: '2026-12-03T12:05:00',
          checkpoint_action: 'ΠΑΡΑΔΟΣΗ',
          checkpoint_location: 'ΝΑΞΟΣ',
        },
        {
          checkpoint_date_time: '2026-12-01T18:30:00',
          checkpoint_action: 'ΠΑΡΑΛΑΒΗ ΑΠΟΣΤΟΛΗΣ',
          checkpoint_location: 'ΠΕΙΡΑΙΑΣ',
        },
      ];
      voucher.delivered = true;
    },
    async close() {
      for (const release of held) release();
      held = [];
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
