import { createHash, randomBytes } from 'node:crypto';
import * as yup from 'yup';
import type { Cents } from '#domain/money/cents.ts';
import { eurosText } from './cardlink-fields.ts';

const NAMESPACE = 'http://www.modirum.com/schemas/vposxmlapi41';
const SIGNATURE_NAMESPACE = 'http://www.w3.org/2000/09/xmldsig#';
const VERSION = '2.1';

export type CardlinkXmlRequest = 'RefundRequest' | 'CancelRequest';

/** What Kyma reads of an answer: the response (or error) element's simple children. */
const answerSchema = yup.object({
  kind: yup.string().oneOf(['RefundResponse', 'CancelResponse', 'ErrorMessage']).required(),
  Status: yup.string(),
  ErrorCode: yup.string(),
  TxId: yup.string(),
  OrderId: yup.string(),
});
export type CardlinkXmlAnswer = yup.InferType<typeof answerSchema>;

/**
 * Reads the one response element of a VPOS answer. The answer holds only flat elements of letters, digits
 * and short texts, so a strict pattern reads it; anything else is not an answer Kyma acts on.
 */
export function readXmlAnswer(xml: string): CardlinkXmlAnswer | null {
  const element =
    /<(?:\w+:)?(RefundResponse|CancelResponse|ErrorMessage)\b[^>]*>([\s\S]*?)<\/(?:\w+:)?\1>/.exec(xml);
  if (!element) return null;
  const fields: Record<string, string> = { kind: element[1]! };
  for (const child of element[2]!.matchAll(/<(?:\w+:)?(\w+)>([^<]*)<\/(?:\w+:)?\1>/g))
    fields[child[1]!] = child[2]!.trim();
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

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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

  async send(kind: CardlinkXmlRequest, orderId: string, amount: Cents): Promise<CardlinkXmlAnswer | null> {
    const content =
      `<${kind}><Authentication><Mid>${escapeXml(this.#deps.merchantId)}</Mid></Authentication>` +
      `<OrderInfo><OrderId>${escapeXml(orderId)}</OrderId><OrderAmount>${eurosText(amount)}</OrderAmount>` +
      `<Currency>EUR</Currency></OrderInfo></${kind}>`;
    const attributes = `messageId="M${randomBytes(8).toString('hex')}" timeStamp="${this.#deps.now().toISOString()}" version="${VERSION}"`;
    const canonical = `<Message xmlns="${NAMESPACE}" xmlns:ns2="${SIGNATURE_NAMESPACE}" ${attributes}>${content}</Message>`;
    const digest = createHash('sha256')
      .update(canonical + this.#deps.sharedSecret, 'utf8')
      .digest('base64');
    const body =
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` +
      `<VPOS xmlns="${NAMESPACE}" xmlns:ns2="${SIGNATURE_NAMESPACE}"><Message ${attributes}>${content}</Message>` +
      `<Digest>${digest}</Digest></VPOS>`;
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
