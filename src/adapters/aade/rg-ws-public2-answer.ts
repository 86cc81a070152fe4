import { XMLParser } from 'fast-xml-parser';
import * as yup from 'yup';

/**
 * The part of `basic_rec` Kyma uses. AADE sends every field, empty ones as `xsi:nil`; `deactivation_flag` is
 * 1 for an active number and 2 for a deactivated one.
 */
const basicRecordSchema = yup.object({
  afm: yup
    .string()
    .required()
    .matches(/^\d{9}$/),
  onomasia: yup.string().trim().required().max(500),
  commer_title: yup.string().trim().max(500).default(''),
  postal_address: yup.string().trim().max(200).default(''),
  postal_address_no: yup.string().trim().max(50).default(''),
  postal_zip_code: yup.string().trim().max(20).default(''),
  postal_area_description: yup.string().trim().max(200).default(''),
  doy_descr: yup.string().trim().max(200).default(''),
  deactivation_flag: yup.string().required().oneOf(['1', '2']),
});

/** One row of `firm_act_tab`; `firm_act_kind` 1 is the main activity (ΚΥΡΙΑ). */
const activitySchema = yup.object({
  firm_act_code: yup.string().trim().required().max(20),
  firm_act_descr: yup.string().trim().required().max(500),
  firm_act_kind: yup.string().trim().default(''),
});

type AfmBasicRecord = yup.InferType<typeof basicRecordSchema>;
type AfmActivity = yup.InferType<typeof activitySchema>;

export type AfmAnswer =
  | { kind: 'error'; code: string; description: string }
  | { kind: 'record'; basic: AfmBasicRecord; activities: AfmActivity[] };

// Local names only (JAX-WS prefixes vary), texts as texts (an ΑΦΜ keeps its leading zero), character
// references resolved (`htmlEntities` covers `&#x3A9;`), `item` always a list; nil elements read as ''.
const answerParser = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  ignoreAttributes: true,
  htmlEntities: true,
  isArray: (name) => name === 'item',
});

type XmlNode = Record<string, unknown>;
const isNode = (value: unknown): value is XmlNode => typeof value === 'object' && value !== null;

/** The first element with this local name, depth first. */
function findElement(node: unknown, name: string): XmlNode | undefined {
  if (!isNode(node)) return undefined;
  if (isNode(node[name])) return node[name] as XmlNode;
  for (const child of Object.values(node)) {
    const found = findElement(child, name);
    if (found) return found;
  }
  return undefined;
}

/** An element's text-only children by local name. */
function simpleChildren(node: unknown): Record<string, string> {
  if (!isNode(node)) return {};
  return Object.fromEntries(
    Object.entries(node).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * Reads an `rgWsPublic2AfmMethod` answer: `error_rec`, `basic_rec` and the `firm_act_tab` items, checked with
 * a schema. Anything else — a SOAP fault, an HTML error page, a record that does not pass — is null: not an
 * answer Kyma acts on.
 */
export function readAfmAnswer(xml: string): AfmAnswer | null {
  let result: XmlNode | undefined;
  try {
    result = findElement(answerParser.parse(xml), 'rg_ws_public2_result_rtType');
  } catch {
    return null;
  }
  if (!result) return null;
  const error = simpleChildren(result.error_rec);
  if (error.error_code)
    return { kind: 'error', code: error.error_code, description: error.error_descr ?? '' };
  try {
    const basic = basicRecordSchema.validateSync(simpleChildren(result.basic_rec));
    const table = isNode(result.firm_act_tab) ? result.firm_act_tab : {};
    const items = Array.isArray(table.item) ? table.item : [];
    const activities = items.map((item) => activitySchema.validateSync(simpleChildren(item)));
    return { kind: 'record', basic, activities };
  } catch {
    return null;
  }
}
