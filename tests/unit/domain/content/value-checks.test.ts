import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkFaq,
  checkGalleryItems,
  checkKeyValueList,
  checkPermissionList,
  checkScope,
  SECTION_REFERENCE_KINDS,
  sectionReferences,
} from '#domain/content/value-checks.ts';

const FILE_ID = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';

describe('checkKeyValueList', () => {
  it('accepts key/value pairs, including lists of items ordered by a number', () => {
    expect(checkKeyValueList([])).toBeNull();
    expect(
      checkKeyValueList([
        { key: 'title', value: 'Islands' },
        { key: 'items', value: [{ order: 1, text: 'a' }, { text: 'no order' }, 'plain'] },
        { key: 'empty', value: null },
      ]),
    ).toBeNull();
  });

  it('refuses a value that is not a list', () => {
    expect(checkKeyValueList({ key: 'a', value: 1 })).toEqual({ key: 'invalidValue' });
    expect(checkKeyValueList(null)).toEqual({ key: 'invalidValue' });
  });

  it('refuses more than 500 pairs', () => {
    const pairs = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `k${i}`, value: i }));
    expect(checkKeyValueList(pairs(500))).toBeNull();
    expect(checkKeyValueList(pairs(501))).toEqual({ key: 'tooMany', values: { max: 500 } });
  });

  it('names the item without a non-empty string key or without a value', () => {
    const ok = { key: 'a', value: 1 };
    expect(checkKeyValueList([ok, { key: '', value: 1 }])).toEqual({ key: 'invalidValue', at: '[1]' });
    expect(checkKeyValueList([{ key: 3, value: 1 }])).toMatchObject({ at: '[0]' });
    expect(checkKeyValueList([ok, ok, { key: 'b' }])).toMatchObject({ at: '[2]' });
    expect(checkKeyValueList(['a'])).toMatchObject({ at: '[0]' });
    expect(checkKeyValueList([[ok]])).toMatchObject({ at: '[0]' });
  });

  it('refuses an item order that is not a number, naming the pair', () => {
    expect(checkKeyValueList([{ key: 'slides', value: [{ order: '1' }] }])).toEqual({
      key: 'invalidNumber',
      at: '[0].value[0].order',
    });
  });
});

describe('checkScope', () => {
  it('accepts a list of permission names or a map of boolean flags', () => {
    expect(checkScope([])).toBeNull();
    expect(checkScope(['admin', 'posts:write'])).toBeNull();
    expect(checkScope({ admin: false, 'posts:write': true })).toBeNull();
  });

  it('refuses a list with a non-string or a name over 100 characters', () => {
    expect(checkScope(['admin', 1])).toEqual({ key: 'invalidValue' });
    expect(checkScope(['a'.repeat(101)])).toEqual({ key: 'invalidValue' });
    expect(checkScope(['a'.repeat(100)])).toBeNull();
  });

  it('refuses a map with a flag that is not a boolean', () => {
    expect(checkScope({ admin: 1 })).toEqual({ key: 'notAFlag' });
    expect(checkScope({ admin: 'true' })).toEqual({ key: 'notAFlag' });
  });

  it('refuses anything else', () => {
    for (const value of ['admin', 1, null, undefined, true]) {
      expect(checkScope(value)).toEqual({ key: 'invalidValue' });
    }
  });
});

describe('checkPermissionList', () => {
  it('accepts names of word characters, colons, dots and dashes', () => {
    expect(checkPermissionList(['posts:write', 'files.read', 'a-b_c'])).toBeNull();
    expect(checkPermissionList([])).toBeNull();
  });

  it('refuses empty, too long, or oddly spelled names and non-lists', () => {
    for (const value of [
      [''],
      ['a'.repeat(101)],
      ['posts write'],
      ['x\u0000'],
      ['a/b'],
      [1],
      'posts:write',
      null,
      {},
    ]) {
      expect(checkPermissionList(value)).toEqual({ key: 'invalidValue' });
    }
  });

  it('accepts exactly the lists whose names match the pattern', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 110 }), { maxLength: 5 }), (names) => {
        const valid = names.every((name) => /^[\w:.-]{1,100}$/.test(name));
        expect(checkPermissionList(names) === null).toBe(valid);
      }),
    );
  });
});

describe('checkGalleryItems', () => {
  it('accepts items with a UUID file id', () => {
    expect(checkGalleryItems([])).toBeNull();
    expect(
      checkGalleryItems([
        { fileId: FILE_ID, caption: 'Harbour', order: 1 },
        { fileId: FILE_ID.toUpperCase() },
      ]),
    ).toBeNull();
  });

  it('names the first item without a UUID file id', () => {
    expect(checkGalleryItems([{ fileId: FILE_ID }, { fileId: 'not-a-uuid' }])).toEqual({
      key: 'invalidUuid',
      at: '[1].fileId',
    });
    expect(checkGalleryItems([{ caption: 'x' }])).toEqual({ key: 'invalidUuid', at: '[0].fileId' });
    expect(checkGalleryItems([FILE_ID])).toEqual({ key: 'invalidUuid', at: '[0].fileId' });
    expect(checkGalleryItems([{ fileId: `${FILE_ID}\u0000` }])).toEqual({
      key: 'invalidUuid',
      at: '[0].fileId',
    });
  });

  it('refuses a value that is not a list', () => {
    expect(checkGalleryItems({ fileId: FILE_ID })).toEqual({ key: 'invalidValue' });
  });
});

describe('checkFaq', () => {
  it('accepts up to 50 question/answer pairs', () => {
    const faq = (n: number) => Array.from({ length: n }, () => ({ question: 'When?', answer: 'Daily.' }));
    expect(checkFaq(faq(0))).toBeNull();
    expect(checkFaq(faq(50))).toBeNull();
    expect(checkFaq(faq(51))).toEqual({ key: 'tooMany', values: { max: 50 } });
  });

  it('names the item missing a question or an answer', () => {
    expect(checkFaq([{ question: 'Q', answer: 'A' }, { question: 'Q' }])).toEqual({
      key: 'invalidValue',
      at: '[1]',
    });
    expect(checkFaq([{ question: 1, answer: 'A' }])).toEqual({ key: 'invalidValue', at: '[0]' });
    expect(checkFaq([null])).toEqual({ key: 'invalidValue', at: '[0]' });
  });

  it('refuses a value that is not a list', () => {
    expect(checkFaq('Q: A')).toEqual({ key: 'invalidValue' });
  });
});

describe('sectionReferences', () => {
  it('finds ids given as <kind>Id fields or as {key: kind, value: id} pairs, at any depth', () => {
    const sections = [
      [
        { key: 'destination', value: 3 },
        { key: 'cards', value: [{ companyId: 7, nested: { post: { postId: 11 } } }, { offerId: 2 }] },
      ],
      { deep: [[[{ destinationId: 4 }]]] },
    ];
    expect(sectionReferences(sections)).toEqual({
      destination: [3, 4],
      company: [7],
      post: [11],
      offer: [2],
    });
  });

  it('lists each id once per kind', () => {
    expect(sectionReferences([{ postId: 1 }, { postId: 1 }, [{ key: 'post', value: 1 }]]).post).toEqual([1]);
  });

  it('ignores ids that are not safe integers and values that are not objects', () => {
    const result = sectionReferences([
      { destinationId: '3' },
      { companyId: 1.5 },
      { postId: Number.MAX_SAFE_INTEGER + 2 },
      { key: 'offer', value: 'x' },
      null,
      'destinationId',
      5,
    ]);
    expect(result).toEqual({ destination: [], company: [], post: [], offer: [] });
  });

  it('prefers the <kind>Id field over a key/value pair on the same object', () => {
    expect(sectionReferences([{ key: 'company', value: 9, companyId: 8 }]).company).toEqual([8]);
  });

  it('has one list per reference kind', () => {
    expect(Object.keys(sectionReferences([])).sort()).toEqual([...SECTION_REFERENCE_KINDS].sort());
  });

  it('finds every id placed at any depth', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SECTION_REFERENCE_KINDS),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.nat(6),
        (kind, id, depth) => {
          let node: unknown = { [`${kind}Id`]: id };
          for (let level = 0; level < depth; level++) node = level % 2 ? [node] : { child: node };
          expect(sectionReferences([node])[kind]).toEqual([id]);
        },
      ),
    );
  });
});
