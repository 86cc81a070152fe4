/**
 * A cause or reason as stored (decision 0072): its code and values, or, for a row written before causes had
 * codes, the English text it was stored with.
 */
export function codedOrText<Code extends string>(row: {
  code: Code | null;
  values: Record<string, string> | null;
  text: string | null;
}): { code: Code; values?: Record<string, string> } | string {
  if (!row.code) return row.text ?? '';
  return row.values ? { code: row.code, values: row.values } : { code: row.code };
}
