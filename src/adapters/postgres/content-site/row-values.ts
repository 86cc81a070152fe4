import type { FaqItem } from '#application/content-site/content-site-model.ts';
import type { StoredImage } from '#application/ports/content-site-repository.ts';

/** Reading the values of raw rows: whatever the column holds, the record gets its type or an empty value. */
export type Row = Record<string, unknown>;

/** A joined file's id and size under the alias `prefix`; null when nothing is joined. */
export function image(row: Row, prefix: string): StoredImage | null {
  const fileId = row[`${prefix}_id`];
  if (typeof fileId !== 'string') return null;
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return { fileId, width: number(row[`${prefix}_width`]), height: number(row[`${prefix}_height`]) };
}

export const date = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string);
export const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function faqOf(value: unknown): FaqItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is FaqItem =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as FaqItem).question === 'string' &&
      typeof (item as FaqItem).answer === 'string',
  );
}

export const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
