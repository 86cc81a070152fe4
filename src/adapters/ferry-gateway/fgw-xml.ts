import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import type { UpstreamWire } from '#adapters/ferry-upstream/http/http-upstream-client.ts';

/** The namespace of FerryGateway 1.3.1 messages. */
export const FGW_NAMESPACE = 'http://schemas.ferrygateway.org/1.3.1';

/** Attributes are read and written with this prefix: `{ '@_Reference': 'AB12' }` is `Reference="AB12"`. */
const ATTR = '@_';

/** Elements that may repeat in the messages Kyma reads: always arrays once parsed, even with one item. */
const REPEATED = new Set([
  'Route',
  'FerryComponent',
  'Sailing',
  'Passenger',
  'Vehicle',
  'Pet',
  'Ref',
  'CostDetails',
  'CostDetail',
  'Message',
  'OnBoardAccommodationService',
]);

// Texts and attribute values stay texts (a booking reference of digits keeps its leading zeros); the
// answer schemas convert what they read. Namespace prefixes go (`fgw:GetSailingsResponse`).
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: ATTR,
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  isArray: (name) => REPEATED.has(name),
});
// An attribute whose value is "true" is written with its value: XML has no attribute without one.
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: ATTR,
  suppressEmptyNode: true,
  suppressBooleanAttributes: false,
});

/** A message as an object: its root element's name and content, `xmlns` added. */
export function writeMessage(root: string, content: Record<string, unknown>): string {
  return `<?xml version="1.0" encoding="UTF-8"?>${builder.build({
    [root]: { [`${ATTR}xmlns`]: FGW_NAMESPACE, ...content },
  })}`;
}

/** Parses a message; throws on text that is not well-formed XML. */
export function readMessage(text: string): Record<string, unknown> {
  const verdict = XMLValidator.validate(text);
  if (verdict !== true) throw new Error(`not well-formed XML: ${verdict.err.msg}`);
  const parsed = parser.parse(text) as Record<string, unknown>;
  delete parsed['?xml'];
  return parsed;
}

/** FerryGateway's XML as the HTTP upstream client's wire: requests are written already (a string). */
export const FGW_WIRE: UpstreamWire = {
  mediaType: 'application/xml',
  write: (body) => String(body),
  read: readMessage,
};
