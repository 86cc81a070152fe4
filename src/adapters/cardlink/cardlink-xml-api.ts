import { createHash, randomBytes } from 'node:crypto';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import * as yup from 'yup';
import type { Cents } from '#domain/money/cents.ts';
import { eurosText } from './cardlink-fields.ts';

const NAMESPACE = 'http://www.modirum.com/schemas/vposxmlapi41';
const SIGNATURE_NAMESPACE = 'http://www.w3.org/2000/09/xmldsig#';
const VERSION = '2.1';

export type CardlinkXmlRequest = 'RefundRequest' | 'CancelRequest' | 'CaptureRequest';

const ANSWER_KINDS = ['RefundResponse', 'CancelResponse', 'CaptureResponse', 'ErrorMessage'] as const;

/** What Kyma reads of an answer: the response (or error) element's simple children. */
const answerSchema = yup.object({
  kind: yup.string().oneOf(ANSWER_KINDS).required(),
  Status: yup.string(),
  ErrorCode: yup.string(),
  TxId: yup.string(),
  OrderId: yup.string(),
});
export type CardlinkXmlAnswer = yup.InferType<typeof answerSchema>;

// Texts stay texts (an order id of digits keeps its leading zeros); prefixes go (`ns:RefundResponse`).
const answerParser = new XMLParser({ removeNSPrefix: true, parseTagValue: false, ignoreAttributes: true });
const requestBuilder = new XMLBuilder({ ignoreAttributes: false });

/** Reads the one response element of a VPOS answer; anything else is not an answer Kyma acts on. */
function readXmlAnswer(xml: string): CardlinkXmlAnswer | null {
  let message: Record<string, unknown> | undefined;
  try {
    message = answerParser.parse(xml)?.VPOS?.Message;
  } catch {
    return null;
  }
  const kind = ANSWER_KINDS.find((name) => typeof message?.[name] === 'object');
  if (!kind) return null;
  const fields: Record<string, string> = { kind };
  for (const [name, value] of Object.entries(message![kind] as Record<string, unknown>))
    if (typeof value === 'string') fields[name] = value.trim();
  try {
    return answerSchema.validateSync(fields);
  } catch {
    return null;
  }
}

export interface CardlinkXmlApiDeps {
  /** `…/vpos/xmlpayvpos` at the acquirer's VPOS host. */
  url: string;
  merchantId: string;
  sharedSecret: string;
  timeoutMs: number;
  now: () => Date;
}

/**
 * Cardlink's XML API 2.1 (`/vpos/xmlpayvpos`) for the follow-up requests on a redirect payment. The request
 * is signed with base64(SHA-256(canonical Message element + shared secret)); canonical here means the
 * Message element carrying the namespaces it inherits from VPOS, attributes in order, as Cardlink's own
 * client builds it. The answer comes back on Kyma's own HTTPS call, so TLS vouches for it (Cardlink's client
 * does not check its digest either); its shape is checked before it is believed.
 */
export class CardlinkXmlApi {
  readonly #deps: CardlinkXmlApiDeps;

  constructor(deps: CardlinkXmlApiDeps) {
    this.#deps = deps;
  }

  /**
   * `messageId`: the message's identity at the VPOS; a request sent again with the same one (a retry) is
   * the same message, so a refund's is derived from its key. Without one, a fresh random id.
   */
  async send(
    kind: CardlinkXmlRequest,
    orderId: string,
    amount: Cents,
    messageId = `M${randomBytes(8).toString('hex')}`,
  ): Promise<CardlinkXmlAnswer | null> {
    const request = {
      [kind]: {
        Authentication: { Mid: this.#deps.merchantId },
        OrderInfo: { OrderId: orderId, OrderAmount: eurosText(amount), Currency: 'EUR' },
      },
    };
    const attributes = {
      '@_messageId': messageId,
      '@_timeStamp': this.#deps.now().toISOString(),
      '@_version': VERSION,
    };
    const namespaces = { '@_xmlns': NAMESPACE, '@_xmlns:ns2': SIGNATURE_NAMESPACE };
    const canonical = requestBuilder.build({ Message: { ...namespaces, ...attributes, ...request } });
    const digest = createHash('sha256')
      .update(canonical + this.#deps.sharedSecret, 'utf8')
      .digest('base64');
    const body = requestBuilder.build({
      '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8', '@_standalone': 'yes' },
      VPOS: { ...namespaces, Message: { ...attributes, ...request }, Digest: digest },
    });
    const response = await fetch(this.#deps.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/xml; charset=UTF-8', Accept: 'application/xml' },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(this.#deps.timeoutMs),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`Cardlink's XML API answered ${response.status}`);
    return readXmlAnswer(text);
  }
}
