import { messages as m } from '../errors/validation-message-keys.ts';
import { isRecord } from '../shared/is-record.ts';
import type { ValueProblem } from './entity-definition.ts';

/** Shape checks of slugs and of the JSON columns, so malformed content is refused on write rather than breaking a page. */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const checkSlug = (value: unknown): ValueProblem | null =>
  typeof value === 'string' && SLUG.test(value) ? null : { key: m.invalidSlug };

export const checkPortCodes = (value: unknown): ValueProblem | null =>
  Array.isArray(value) &&
  value.length <= 20 &&
  value.every((code) => typeof code === 'string' && /^[A-Z0-9]{2,16}$/.test(code))
    ? null
    : { key: m.invalidValue };

/**
 * A section value or a list (spec §3): key/value pairs; a value that is an array holds items ordered by an
 * `order` field, which must then be a number.
 */
export function checkKeyValueList(value: unknown): ValueProblem | null {
  if (!Array.isArray(value)) return { key: m.invalidValue };
  if (value.length > 500) return { key: m.tooMany, values: { max: 500 } };
  for (const [index, pair] of value.entries()) {
    if (!isRecord(pair) || typeof pair.key !== 'string' || pair.key === '' || !('value' in pair)) {
      return { key: m.invalidValue, at: `[${index}]` };
    }
    if (Array.isArray(pair.value)) {
      for (const [position, item] of pair.value.entries()) {
        if (isRecord(item) && 'order' in item && typeof item.order !== 'number') {
          return { key: m.invalidNumber, at: `[${index}].value[${position}].order` };
        }
      }
    }
  }
  return null;
}

/** A user's permissions under `scope` (spec §3, §6): a list of names or a map of flags. */
export function checkScope(value: unknown): ValueProblem | null {
  if (Array.isArray(value)) {
    return value.every((item) => typeof item === 'string' && item.length <= 100)
      ? null
      : { key: m.invalidValue };
  }
  if (isRecord(value)) {
    return Object.values(value).every((flag) => typeof flag === 'boolean') ? null : { key: m.notAFlag };
  }
  return { key: m.invalidValue };
}

export function checkPermissionList(value: unknown): ValueProblem | null {
  return Array.isArray(value) &&
    value.every((item) => typeof item === 'string' && /^[\w:.-]{1,100}$/.test(item))
    ? null
    : { key: m.invalidValue };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function checkGalleryItems(value: unknown): ValueProblem | null {
  if (!Array.isArray(value)) return { key: m.invalidValue };
  for (const [index, item] of value.entries()) {
    if (!isRecord(item) || typeof item.fileId !== 'string' || !UUID.test(item.fileId)) {
      return { key: m.invalidUuid, at: `[${index}].fileId` };
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
export function checkFaq(value: unknown): ValueProblem | null {
  if (!Array.isArray(value)) return { key: m.invalidValue };
  if (value.length > 50) return { key: m.tooMany, values: { max: 50 } };
  for (const [index, item] of value.entries()) {
    if (!isRecord(item) || typeof item.question !== 'string' || typeof item.answer !== 'string') {
      return { key: m.invalidValue, at: `[${index}]` };
    }
  }
  return null;
}
