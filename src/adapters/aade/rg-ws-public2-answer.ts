import * as yup from 'yup';
import { unescapeXml } from './xml-text.ts';

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

export type AfmBasicRecord = yup.InferType<typeof basicRecordSchema>;
export type AfmActivity = yup.InferType<typeof activitySchema>;

export type AfmAnswer =
  | { kind: 'error'; code: string; description: string }
  | { kind: 'record'; basic: AfmBasicRecord; activities: AfmActivity[] };

const PREFIX = '(?:[\\w.-]+:)?';

/** The content of the first element with this local name, whatever its namespace prefix; '' when self-closed. */
function elementContent(xml: string, name: string): string | undefined {
  const pattern = new RegExp(`<${PREFIX}${name}(?:\\s[^>]*?)?(?:/>|>([\\s\\S]*?)</${PREFIX}${name}\\s*>)`);
  const found = pattern.exec(xml);
  return found ? (found[1] ?? '') : undefined;
}

/** An element's simple (text-only) children by local name; nil and empty ones read as ''. */
function simpleChildren(xml: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const child = new RegExp(`<${PREFIX}([\\w-]+)(?:\\s[^>]*?)?(?:/>|>([^<]*)</${PREFIX}\\1\\s*>)`, 'g');
  for (const found of xml.matchAll(child)) fields[found[1]!] = unescapeXml(found[2] ?? '').trim();
  return fields;
}

/**
 * Reads an `rgWsPublic2AfmMethod` answer. No XML parser is installed and the answer is flat records of
 * short texts, so a narrow reader takes `error_rec`, `basic_rec` and the `firm_act_tab` items by local name
 * (JAX-WS prefixes vary) and checks them with a schema. Anything else — a SOAP fault, an HTML error page, a
 * record that does not pass — is null: not an answer Kyma acts on.
 */
export function readAfmAnswer(xml: string): AfmAnswer | null {
  const result = elementContent(xml, 'rg_ws_public2_result_rtType');
  if (result === undefined) return null;
  const error = simpleChildren(elementContent(result, 'error_rec') ?? '');
  if (error.error_code)
    return { kind: 'error', code: error.error_code, description: error.error_descr ?? '' };
  try {
    const basic = basicRecordSchema.validateSync(simpleChildren(elementContent(result, 'basic_rec') ?? ''));
    const table = elementContent(result, 'firm_act_tab') ?? '';
    const items = [
      ...table.matchAll(new RegExp(`<${PREFIX}item(?:\\s[^>]*)?>([\\s\\S]*?)</${PREFIX}item\\s*>`, 'g')),
    ];
    const activities = items.map((item) => activitySchema.validateSync(simpleChildren(item[1]!)));
    return { kind: 'record', basic, activities };
  } catch {
    return null;
  }
}
