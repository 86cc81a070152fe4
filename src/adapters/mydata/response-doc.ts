import { XMLParser } from 'fast-xml-parser';
import type { FiscalReportError } from '#application/ports/fiscal-reporter.ts';

/** myDATA's answer to one sent document: its MARK, or the errors it found. */
export type SendInvoiceAnswer =
  | { kind: 'accepted'; mark: string }
  | { kind: 'refused'; errors: FiscalReportError[] };

// Local names, texts as texts (a MARK is a 15-digit number past Number's exact range), lists always lists.
const parser = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  ignoreAttributes: true,
  isArray: (name) => name === 'response' || name === 'error',
});

type XmlNode = Record<string, unknown>;
const isNode = (value: unknown): value is XmlNode => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function errorsOf(response: XmlNode): FiscalReportError[] {
  const errors = isNode(response.errors) && Array.isArray(response.errors.error) ? response.errors.error : [];
  return errors.filter(isNode).map((error) => ({ code: text(error.code), message: text(error.message) }));
}

/**
 * Reads `ResponseDoc` for the one document sent: `Success` with `invoiceMark`, or a status such as
 * `ValidationError` / `TechnicalError` with its errors. Null when the answer is not such a document.
 */
export function readSendInvoiceAnswer(xml: string): SendInvoiceAnswer | null {
  let parsed: unknown;
  try {
    parsed = parser.parse(xml);
  } catch {
    return null;
  }
  const doc = isNode(parsed) && isNode(parsed.ResponseDoc) ? parsed.ResponseDoc : null;
  const response = Array.isArray(doc?.response) && isNode(doc.response[0]) ? doc.response[0] : null;
  if (!response) return null;
  const mark = text(response.invoiceMark);
  if (text(response.statusCode) === 'Success' && /^\d{1,20}$/.test(mark)) return { kind: 'accepted', mark };
  const errors = errorsOf(response);
  return errors.length > 0 ? { kind: 'refused', errors } : null;
}
