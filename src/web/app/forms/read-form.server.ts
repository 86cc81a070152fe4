import { data } from 'react-router';
import { splitLocalePath } from '#domain/i18n/locales.ts';
import { readBoundedBody } from '../../../http/bounded-body.ts';
import { pagePath } from '../page-path.ts';

/** Larger than any of our forms filled to every field's limit; a bigger post is not a visitor's. */
export const FORM_MAX_BYTES = 64 * 1024;

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** The error page, localized (the root loader does not run after an action fails), with its status. */
export function refuse(request: Request, status: 400 | 413 | 415): never {
  const { locale } = splitLocalePath(pagePath(request));
  throw data({ locale }, { status });
}

/** A posted form of one of `types` (415 otherwise) and at most `maxBytes` (413), or 400 when malformed. */
export async function boundedFormData(
  request: Request,
  types: readonly string[],
  maxBytes: number,
): Promise<FormData> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!types.includes(type)) refuse(request, 415);
  const body = await readBoundedBody(request, maxBytes);
  if (!body) refuse(request, 413);
  try {
    return await new Response(body, {
      headers: { 'content-type': request.headers.get('content-type')! },
    }).formData();
  } catch {
    refuse(request, 400);
  }
}

/**
 * A page action's form, read defensively: only form encodings (415 otherwise), at most `maxBytes`
 * (413, counted as it streams, so a chunked upload cannot slip past), and only the named text fields, in
 * an object without a prototype. Field names such as `constructor` or `__proto__` are then plain unknown
 * fields, and a NUL character (which PostgreSQL text cannot hold) is refused with 400.
 */
export async function readForm<Name extends string>(
  request: Request,
  names: readonly Name[],
  maxBytes = FORM_MAX_BYTES,
): Promise<Partial<Record<Name, string>>> {
  const form = await boundedFormData(request, FORM_TYPES, maxBytes);
  const fields: Partial<Record<Name, string>> = Object.create(null);
  for (const name of names) {
    const value = form.get(name);
    if (typeof value !== 'string') continue;
    if (value.includes('\u0000')) refuse(request, 400);
    fields[name] = value;
  }
  return fields;
}
