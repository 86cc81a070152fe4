import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import type { RegisteredCompany } from '#application/ports/tax-registry.ts';

/** The kinds of answer the fake can be told to give instead of a lookup. */
type AadeMode = 'normal' | 'fault' | 'silent' | 'html' | 'otherNumber';

export interface FakeAade {
  url: string;
  username: string;
  password: string;
  callerVat: string;
  /** The envelopes received, as posted. */
  requests: string[];
  mode: AadeMode;
  close(): Promise<void>;
}

const xml = new XMLBuilder({ ignoreAttributes: false, suppressEmptyNode: true });
// The fake's own reading, apart from the adapter's: local names, texts as sent.
const readXml = new XMLParser({ removeNSPrefix: true, parseTagValue: false, trimValues: false });

const validAfm = (afm: string) => {
  if (!/^\d{9}$/.test(afm)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += Number(afm[i]) * 2 ** (8 - i);
  return (sum % 11) % 10 === Number(afm[8]);
};

const NIL = { '@_xsi:nil': 'true' };
/** An element's content: its text, or nil when empty, as AADE sends empty fields. */
const text = (value: string) => value || NIL;
const nils = (names: string[]) => Object.fromEntries(names.map((name) => [name, NIL]));

/** The envelope shape the live service sends (srvc-prefixed wrapper, unprefixed records in a default namespace). */
function envelope(records: Record<string, unknown>) {
  return xml.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    'env:Envelope': {
      '@_xmlns:env': 'http://www.w3.org/2003/05/soap-envelope',
      '@_xmlns:xsd': 'http://www.w3.org/2001/XMLSchema',
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'env:Header': '',
      'env:Body': {
        'srvc:rgWsPublic2AfmMethodResponse': {
          '@_xmlns': 'http://rgwspublic2/RgWsPublic2',
          '@_xmlns:srvc': 'http://rgwspublic2/RgWsPublic2Service',
          'srvc:result': {
            rg_ws_public2_result_rtType: { call_seq_id: String(Math.floor(Math.random() * 1e9)), ...records },
          },
        },
      },
    },
  });
}

const emptyBasic = {
  basic_rec: nils([
    'afm',
    'doy',
    'doy_descr',
    'onomasia',
    'commer_title',
    'postal_address',
    'deactivation_flag',
  ]),
  firm_act_tab: '',
};

function errorAnswer(code: string, description: string) {
  return envelope({ error_rec: { error_code: text(code), error_descr: text(description) }, ...emptyBasic });
}

function recordAnswer(company: RegisteredCompany, afm: string = company.vatNumber) {
  const [street, number] = /^(.*?)\s*(\d+\w*)?$/.exec(company.address)!.slice(1);
  const basic = {
    afm: text(afm),
    doy: '1159',
    doy_descr: text(company.taxOffice),
    i_ni_flag_descr: 'ΜΗ ΦΠ',
    deactivation_flag: company.active ? '1' : '2',
    deactivation_flag_descr: company.active ? 'ΕΝΕΡΓΟΣ ΑΦΜ' : 'ΑΠΕΝΕΡΓΟΠΟΙΗΜΕΝΟΣ ΑΦΜ',
    firm_flag_descr: 'ΕΠΙΤΗΔΕΥΜΑΤΙΑΣ',
    onomasia: text(company.name),
    commer_title: text(company.commercialTitle),
    legal_status_descr: 'ΑΕ',
    postal_address: text(street ?? ''),
    postal_address_no: text(number ?? ''),
    postal_zip_code: text(company.zip),
    postal_area_description: text(company.city),
    regist_date: '2001-05-01',
    stop_date: NIL,
    normal_vat_system_flag: 'Y',
  };
  // AADE lists secondary activities before the main one at times: the adapter must not rely on the order.
  const item = [...company.activities].reverse().map((activity) => ({
    firm_act_code: activity.code,
    firm_act_descr: text(activity.description),
    firm_act_kind: activity.main ? '1' : '2',
    firm_act_kind_descr: activity.main ? 'ΚΥΡΙΑ' : 'ΔΕΥΤΕΡΕΥΟΥΣΑ',
  }));
  return envelope({
    error_rec: nils(['error_code', 'error_descr']),
    afm_called_by_rec: { token_username: 'KYMA', as_on_date: '2026-12-01' },
    basic_rec: basic,
    firm_act_tab: { item },
  });
}

/** The request's UsernameToken and INPUT_REC, as far as they are there. */
function readRequest(body: string) {
  try {
    const envelope = readXml.parse(body)?.Envelope;
    const texts = (node: unknown) =>
      (typeof node === 'object' && node !== null ? node : {}) as Record<string, string>;
    return {
      token: envelope?.Header?.Security?.UsernameToken as Record<string, unknown> | undefined,
      input: texts(envelope?.Body?.rgWsPublic2AfmMethod?.INPUT_REC),
    };
  } catch {
    return { token: undefined, input: {} };
  }
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

/**
 * A local stand-in for RgWsPublic2: SOAP 1.2 only, the WS-Security UsernameToken checked (a password that
 * needs escaping, so a client that forgets fails), errors as `error_rec` with HTTP 200 as the live service
 * answers them, and the businesses it is given.
 */
export async function startFakeAade(companies: readonly RegisteredCompany[]): Promise<FakeAade> {
  const username = `KYMA${randomBytes(3).toString('hex').toUpperCase()}`;
  const password = `p<&>"${randomBytes(4).toString('hex')}`;
  const callerVat = '099900015';
  const requests: string[] = [];
  const byAfm = new Map(companies.map((company) => [company.vatNumber as string, company]));
  let silentResponses: Array<() => void> = [];

  const server = createServer(async (req, res) => {
    const xml = await bodyOf(req);
    requests.push(xml);
    const soap12 = req.headers['content-type']?.startsWith('application/soap+xml');
    const reply = (status: number, body: string, type = 'application/soap+xml; charset=utf-8') =>
      res.writeHead(status, { 'Content-Type': type }).end(body);
    if (fake.mode === 'silent') {
      silentResponses.push(() => reply(200, errorAnswer('RG_WS_PUBLIC_SERVICE_NOT_ACTIVE', 'late')));
      return;
    }
    if (fake.mode === 'html') return reply(502, '<html><body>Bad gateway</body></html>', 'text/html');
    if (req.method !== 'POST' || !soap12 || fake.mode === 'fault')
      return reply(
        500,
        `<env:Envelope xmlns:env="http://www.w3.org/2003/05/soap-envelope"><env:Body><env:Fault><env:Code><env:Value>env:Sender</env:Value></env:Code><env:Reason><env:Text xml:lang="en">Unsupported</env:Text></env:Reason></env:Fault></env:Body></env:Envelope>`,
      );
    const { token, input } = readRequest(xml);
    if (!token)
      return reply(200, errorAnswer('RG_WS_PUBLIC_TOKEN_USERNAME_NOT_DEFINED', 'Δεν ορίσθηκε ο χρήστης'));
    if (token.Username !== username || token.Password !== password)
      return reply(
        200,
        errorAnswer('RG_WS_PUBLIC_TOKEN_USERNAME_NOT_AUTHENTICATED', 'Μη έγκυρος συνδυασμός'),
      );
    const calledBy = input.afm_called_by ?? '';
    if (calledBy && calledBy !== callerVat)
      return reply(200, errorAnswer('RG_WS_PUBLIC_TOKEN_AFM_NOT_AUTHORIZED', 'Δεν έχει εξουσιοδοτηθεί'));
    const afm = input.afm_called_for ?? '';
    if (!validAfm(afm))
      return reply(200, errorAnswer('RG_WS_PUBLIC_WRONG_AFM', 'Ο Α.Φ.Μ. δεν είναι έγκυρος'));
    const company = byAfm.get(afm);
    if (!company) return reply(200, errorAnswer('RG_WS_PUBLIC_TAXPAYER_NF', 'Ο Α.Φ.Μ. δε βρέθηκε'));
    if (fake.mode === 'otherNumber') return reply(200, recordAnswer(company, '099900052'));
    return reply(200, recordAnswer(company));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeAade = {
    url: `http://127.0.0.1:${port}/wsaade/RgWsPublic2/RgWsPublic2`,
    username,
    password,
    callerVat,
    requests,
    mode: 'normal',
    async close() {
      for (const release of silentResponses) release();
      silentResponses = [];
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
