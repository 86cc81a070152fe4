import { isRecord } from '../shared/is-record.ts';

/** Shape checks of slugs and of the JSON columns, so malformed content is refused on write rather than breaking a page. */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const checkSlug = (value: unknown) =>
  typeof value === 'string' && SLUG.test(value)
    ? null
    : 'must be lowercase letters, digits and single dashes';

export const checkPortCodes = (value: unknown) =>
  Array.isArray(value) &&
  value.length <= 20 &&
  value.every((code) => typeof code === 'string' && /^[A-Z0-9]{2,16}$/.test(code))
    ? null
    : 'must be a list of port codes';

/**
 * A section value or a list (spec §3): key/value pairs; a value that is an array holds items ordered by an
 * `order` field, which must then be a number.
 */
export function checkKeyValueList(value: unknown): string | null {
  if (!Array.isArray(value)) return 'must be a list of {key, value} pairs';
  if (value.length > 500) return 'must have at most 500 pairs';
  for (const [index, pair] of value.entries()) {
    if (!isRecord(pair) || typeof pair.key !== 'string' || pair.key === '' || !('value' in pair)) {
      return `item ${index} must be an object with a non-empty string key and a value`;
    }
    if (Array.isArray(pair.value)) {
      for (const item of pair.value) {
        if (isRecord(item) && 'order' in item && typeof item.order !== 'number') {
          return `item ${index} (${pair.key}) has an order that is not a number`;
        }
      }
    }
  }
  return null;
}

/** A user's permissions under `scope` (spec §3, §6): a list of names or a map of flags. */
export function checkScope(value: unknown): string | null {
  if (Array.isArray(value)) {
    return value.every((item) => typeof item === 'string' && item.length <= 100)
      ? null
      : 'must be a list of permission names';
  }
  if (isRecord(value)) {
    return Object.values(value).every((flag) => typeof flag === 'boolean')
      ? null
      : 'must map permission names to true or false';
  }
  return 'must be a list of permission names or a map of flags';
}

export function checkPermissionList(value: unknown): string | null {
  return Array.isArray(value) &&
    value.every((item) => typeof item === 'string' && /^[\w:.-]{1,100}$/.test(item))
    ? null
    : 'must be a list of permission names';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function checkGalleryItems(value: unknown): string | null {
  if (!Array.isArray(value)) return 'must be a list of {fileId, caption, order}';
  for (const [index, item] of value.entries()) {
    if (!isRecord(item) || typeof item.fileId !== 'string' || !UUID.test(item.fileId)) {
      return `item ${index} must have a fileId`;
    }
  }
  return null;
}

/**
 * The ids a page's sections point at (spec §3: items may reference a destination, company, post or offer),
 * so a page loads its referenced content with one query per kind.
 */
export const SECTION_REFERENCE_KINDS = ['destination', 'company', 'post', 'offer'] as const;
export type SectionReferenceKind = (typeof SECTION_REFERENCE_KINDS)[number];

export function sectionReferences(values: readonly unknown[]): Record<SectionReferenceKind, number[]> {
  const found: Record<SectionReferenceKind, Set<number>> = {
    destination: new Set(),
    company: new Set(),
    post: new Set(),
    offer: new Set(),
  };
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!isRecord(node)) return;
    for (const kind of SECTION_REFERENCE_KINDS) {
      const idValue = node[`${kind}Id`] ?? (node.key === kind ? node.value : undefined);
      if (typeof idValue === 'number' && Number.isSafeInteger(idValue)) found[kind].add(idValue);
    }
    for (const child of Object.values(node)) if (typeof child === 'object') visit(child);
  };
  for (const value of values) visit(value);
  return {
    destination: [...found.destination],
    company: [...found.company],
    post: [...found.post],
    offer: [...found.offer],
  };
}

/** A destination's questions and answers: a list of {question, answer} texts. */
export function checkFaq(value: unknown): string | null {
  if (!Array.isArray(value) || value.length > 50) return 'must be a list of at most 50 {question, answer}';
  for (const [index, item] of value.entries()) {
    if (!isRecord(item) || typeof item.question !== 'string' || typeof item.answer !== 'string') {
      return `item ${index} must have a question and an answer`;
    }
  }
  return null;
}
