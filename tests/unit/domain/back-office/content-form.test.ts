import { describe, expect, it } from 'vitest';
import {
  contentFormFields,
  contentFormValues,
  fieldProblems,
  readContentForm,
} from '#domain/back-office/content-form.ts';
import { CONTENT_KINDS } from '#domain/back-office/content-kinds.ts';
import { findEntity } from '#domain/content/entities.ts';

describe('content edit forms', () => {
  it('name only fields their entity has, shown by type', () => {
    for (const kind of Object.values(CONTENT_KINDS)) {
      const entity = findEntity(kind.entity)!;
      for (const field of [...kind.base, ...kind.translated, ...kind.images]) {
        expect(entity.fields[field], `${kind.entity}.${field}`).toBeDefined();
        expect(entity.fields[field]!.writable ?? true).toBe(true);
      }
      for (const field of kind.translated) expect(entity.fields[field]!.translatable).toBe(true);
    }
    const inputs = Object.fromEntries(contentFormFields(CONTENT_KINDS.offers).map((f) => [f.name, f.input]));
    expect(inputs).toMatchObject({
      active: 'checkbox',
      validUntil: 'date',
      position: 'number',
      title: 'text',
    });
    expect(inputs.description).toBe('textarea');
  });

  it('write Greek to the row and other languages as their translation, an empty one falling back', () => {
    const form = {
      active: 'on',
      position: '3',
      title: ' Summer ',
      slug: '',
      summary: 'S',
      validFrom: '2026-07-01',
    };
    const english = readContentForm(CONTENT_KINDS.offers, 'en', form);
    expect(english).toEqual({
      ok: true,
      value: {
        active: true,
        position: 3,
        validFrom: '2026-06-30T21:00:00.000Z',
        validUntil: null,
        translations: {
          en: { title: 'Summer', slug: null, summary: 'S', metaDescription: null, description: null },
        },
      },
    });
    const greek = readContentForm(CONTENT_KINDS.offers, 'el', { ...form, active: undefined });
    expect(greek.ok && greek.value).toMatchObject({ active: false, title: 'Summer', slug: '' });
  });

  it('refuse numbers and dates it cannot read, by field', () => {
    expect(readContentForm(CONTENT_KINDS.offers, 'el', { position: 'x', validUntil: '2026-02-30' })).toEqual({
      ok: false,
      error: ['validUntil', 'position'],
    });
  });

  it('show a row in a language: its translation there, empty where it has none', () => {
    const row = {
      title: 'Καλοκαίρι',
      active: true,
      validFrom: null,
      translations: { en: { title: 'Summer' } },
    };
    expect(contentFormValues(CONTENT_KINDS.offers, row, 'en')).toMatchObject({
      title: 'Summer',
      active: true,
    });
    expect(contentFormValues(CONTENT_KINDS.offers, row, 'de')).toMatchObject({ title: '', summary: '' });
    expect(contentFormValues(CONTENT_KINDS.offers, row, 'el')).toMatchObject({ title: 'Καλοκαίρι' });
  });

  it('place the content API problems under their fields', () => {
    expect(
      fieldProblems([
        { path: 'title', key: 'fieldRequired' },
        { path: 'translations.en.summary', key: 'textTooLong', values: { max: 2000 } },
        { path: 'translations.de.slug', key: 'invalidSlug' },
        { path: 'code', key: 'readOnlyField' },
        { path: 'link', key: 'unsafeLink', values: { field: 'link' } },
        { path: 'title', key: 'textTooLong' },
      ]),
    ).toEqual({ title: 'required', summary: 'tooLong', slug: 'slug', code: 'invalid', link: 'link' });
  });
});
