import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RegisteredCompany } from '#application/ports/tax-registry.ts';

/** The kinds of answer the fake can be told to give instead of a lookup. */
export type AadeMode = 'normal' | 'fault' | 'silent' | 'html' | 'otherNumber';

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

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const fromXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The text of a request element by local name (the fake's own reading, apart from the adapter's). */
const field = (xml: string, name: string) =>
  fromXml(new RegExp(`<(?:\\w+:)?${name}(?:\\s[^>]*)?>([^<]*)</(?:\\w+:)?${name}>`).exec(xml)?.[1] ?? '');

const validAfm = (afm: string) => {
  if (!/^\d{9}$/.test(afm)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += Number(afm[i]) * 2 ** (8 - i);
  return (sum % 11) % 10 === Number(afm[8]);
};

const nil = (name: string) => `<${name} xsi:nil="true"/>`;
const text = (name: string, value: string) => (value ? `<${name}>${xmlText(value)}</${name}>` : nil(name));

/** The envelope shape the live service sends (srvc-prefixed wrapper, unprefixed records in a default namespace). */
function envelope(inner: string) {
  return (
    `<?xml version='1.0' encoding='UTF-8'?><env:Envelope xmlns:env="http://www.w3.org/2003/05/soap-envelope" ` +
    `xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><env:Header/>` +
    `<env:Body><srvc:rgWsPublic2AfmMethodResponse xmlns="http://rgwspublic2/RgWsPublic2" xmlns:srvc="http://rgwspublic2/RgWsPublic2Service">` +
    `<srvc:result><rg_ws_public2_result_rtType><call_seq_id>${Math.floor(Math.random() * 1e9)}</call_seq_id>${inner}` +
    `</rg_ws_public2_result_rtType></srvc:result></srvc:rgWsPublic2AfmMethodResponse></env:Body></env:Envelope>`
  );
}

const emptyBasic = `<basic_rec>${['afm', 'doy', 'doy_descr', 'onomasia', 'commer_title', 'postal_address', 'deactivation_flag'].map(nil).join('')}</basic_rec><firm_act_tab/>`;

function errorAnswer(code: string, description: string) {
  return envelope(
    `<error_rec>${text('error_code', code)}${text('error_descr', description)}</error_rec>${emptyBasic}`,
  );
}

function recordAnswer(company: RegisteredCompany, afm: string = company.vatNumber) {
  const [street, number] = /^(.*?)\s*(\d+\w*)?$/.exec(company.address)!.slice(1);
  const basic =
    `<basic_rec>${text('afm', afm)}<doy>1159</doy>${text('doy_descr', company.taxOffice)}` +
    `<i_ni_flag_descr>ΜΗ ΦΠ</i_ni_flag_descr><deactivation_flag>${company.active ? 1 : 2}</deactivation_flag>` +
    `<deactivation_flag_descr>${company.active ? 'ΕΝΕΡΓΟΣ ΑΦΜ' : 'ΑΠΕΝΕΡΓΟΠΟΙΗΜΕΝΟΣ ΑΦΜ'}</deactivation_flag_descr>` +
    `<firm_flag_descr>ΕΠΙΤΗΔΕΥΜΑΤΙΑΣ</firm_flag_descr>${text('onomasia', company.name)}${text('commer_title', company.commercialTitle)}` +
    `<legal_status_descr>ΑΕ</legal_status_descr>${text('postal_address', street ?? '')}${text('postal_address_no', number ?? '')}` +
    `${text('postal_zip_code', company.zip)}${text('postal_area_description', company.city)}` +
    `<regist_date>2001-05-01</regist_date>${nil('stop_date')}<normal_vat_system_flag>Y</normal_vat_system_flag></basic_rec>`;
  // AADE lists secondary activities before the main one at times: the adapter must not rely on the order.
  const items = [...company.activities]
    .reverse()
    .map(
      (activity) =>
        `<item><firm_act_code>${activity.code}</firm_act_code>${text('firm_act_descr', activity.description)}` +
        `<firm_act_kind>${activity.main ? 1 : 2}</firm_act_kind><firm_act_kind_descr>${activity.main ? 'ΚΥΡΙΑ' : 'ΔΕΥΤΕΡΕΥΟΥΣΑ'}</firm_act_kind_descr></item>`,
    )
    .join('');
  return envelope(
    `<error_rec>${nil('error_code')}${nil('error_descr')}</error_rec><afm_called_by_rec><token_username>KYMA</token_username>` +
      `<as_on_date>2026-12-01</as_on_date></afm_called_by_rec>${basic}<firm_act_tab>${items}</firm_act_tab>`,
  );
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
    const token = /<(?:\w+:)?UsernameToken>([\s\S]*?)<\/(?:\w+:)?UsernameToken>/.exec(xml)?.[1] ?? '';
    if (!token)
      return reply(200, errorAnswer('RG_WS_PUBLIC_TOKEN_USERNAME_NOT_DEFINED', 'Δεν ορίσθηκε ο χρήστης'));
    if (field(token, 'Username') !== username || field(token, 'Password') !== password)
      return reply(
        200,
        errorAnswer('RG_WS_PUBLIC_TOKEN_USERNAME_NOT_AUTHENTICATED', 'Μη έγκυρος συνδυασμός'),
      );
    const calledBy = field(xml, 'afm_called_by');
    if (calledBy && calledBy !== callerVat)
      return reply(200, errorAnswer('RG_WS_PUBLIC_TOKEN_AFM_NOT_AUTHORIZED', 'Δεν έχει εξουσιοδοτηθεί'));
    const afm = field(xml, 'afm_called_for');
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
