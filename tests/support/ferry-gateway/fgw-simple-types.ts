/**
 * The XSD's simple types the local server checks attribute values against (`fgw-message-schema.ts`). Dates
 * are checked as an XSD validator checks them: the lexical form (`xs:date` is YYYY-MM-DD, `xs:dateTime`
 * carries its seconds, either with an optional zone) and a real calendar day, so the booking form's
 * `12/04/1980` and a `1980-02-30` are refused as an operator's validator refuses them.
 */
export type SimpleType =
  | 'string'
  | 'dateTime'
  | 'date'
  | 'decimal'
  | 'boolean'
  | 'uint'
  | 'locode'
  | 'id'
  | 'code3'
  | 'icao9303'
  | readonly string[];

const ZONE = '(Z|[+-]\\d{2}:\\d{2})?';

const PATTERNS: Record<string, RegExp> = {
  dateTime: new RegExp(`^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?${ZONE}$`),
  date: new RegExp(`^\\d{4}-\\d{2}-\\d{2}${ZONE}$`),
  decimal: /^-?\d+(\.\d+)?$/,
  boolean: /^(true|false|1|0)$/,
  uint: /^\d+$/,
  locode: /^[a-zA-Z0-9]{5}$/,
  id: /^[a-zA-Z0-9-]{1,36}$/,
  code3: /^[A-Z]{3}$/,
  // `ICAO9303CountryType` (a passport's nationality and issuer): ISO 3166-1 alpha-3 but Germany, which is D.
  icao9303: /^(D|(?!DEU)[A-Z]{3})$/,
  string: /^[\s\S]{0,256}$/,
};

/** Whether the YYYY-MM-DD a date or date-time starts with is a day of the calendar. */
function isCalendarDay(value: string): boolean {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function checkValue(type: SimpleType, value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (Array.isArray(type)) return type.includes(value);
  if (!(PATTERNS[type as string] as RegExp).test(value)) return false;
  return type === 'date' || type === 'dateTime' ? isCalendarDay(value) : true;
}
