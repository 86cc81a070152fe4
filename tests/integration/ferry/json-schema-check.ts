/** Checks a value against the JSON Schema subset the booking OpenAPI document uses; returns the failures. */
export function schemaErrors(
  schema: unknown,
  value: unknown,
  root: { components: { schemas: Record<string, unknown> } },
  path = '$',
): string[] {
  const s = schema as Record<string, unknown>;
  if (typeof s.$ref === 'string')
    return schemaErrors(root.components.schemas[s.$ref.split('/').pop()!], value, root, path);
  const errors: string[] = [];
  const types = s.type === undefined ? undefined : Array.isArray(s.type) ? s.type : [s.type];
  if (types) {
    const actual =
      value === null
        ? 'null'
        : Array.isArray(value)
          ? 'array'
          : Number.isInteger(value)
            ? 'integer'
            : typeof value;
    const fits = types.some((t) => t === actual || (t === 'number' && actual === 'integer'));
    if (!fits) return [`${path}: expected ${types.join('|')}, got ${actual}`];
  }
  if (Array.isArray(s.enum) && !s.enum.includes(value)) errors.push(`${path}: ${String(value)} not in enum`);
  if ('const' in s && s.const !== value) errors.push(`${path}: expected ${String(s.const)}`);
  if (typeof s.minimum === 'number' && typeof value === 'number' && value < s.minimum)
    errors.push(`${path}: below ${s.minimum}`);
  if (s.properties && value && typeof value === 'object') {
    for (const key of (s.required as string[] | undefined) ?? [])
      if (!(key in value)) errors.push(`${path}.${key}: missing`);
    for (const [key, sub] of Object.entries(s.properties as Record<string, unknown>)) {
      const child = (value as Record<string, unknown>)[key];
      if (child !== undefined) errors.push(...schemaErrors(sub, child, root, `${path}.${key}`));
    }
  }
  if (s.items && Array.isArray(value)) {
    for (const [index, item] of value.entries())
      errors.push(...schemaErrors(s.items, item, root, `${path}[${index}]`));
  }
  return errors;
}
