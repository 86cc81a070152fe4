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
    expect(checkKeyValueList({ key: 'a', value: 1 })).toBe('must be a list of {key, value} pairs');
    expect(checkKeyValueList(null)).toBe('must be a list of {key, value} pairs');
  });

  it('refuses more than 500 pairs', () => {
    const pairs = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `k${i}`, value: i }));
    expect(checkKeyValueList(pairs(500))).toBeNull();
    expect(checkKeyValueList(pairs(501))).toBe('must have at most 500 pairs');
  });

  it('names the item without a non-empty string key or without a value', () => {
    const ok = { key: 'a', value: 1 };
    expect(checkKeyValueList([ok, { key: '', value: 1 }])).toBe(
      'item 1 must be an object with a non-empty string key and a value',
    );
    expect(checkKeyValueList([{ key: 3, value: 1 }])).toMatch(/^item 0 /);
    expect(checkKeyValueList([ok, ok, { key: 'b' }])).toMatch(/^item 2 /);
    expect(checkKeyValueList(['a'])).toMatch(/^item 0 /);
    expect(checkKeyValueList([[ok]])).toMatch(/^item 0 /);
  });

  it('refuses an item order that is not a number, naming the pair', () => {
    expect(checkKeyValueList([{ key: 'slides', value: [{ order: '1' }] }])).toBe(
      'item 0 (slides) has an order that is not a number',
    );
  });
});

describe('checkScope', () => {
  it('accepts a list of permission names or a map of boolean flags', () => {
    expect(checkScope([])).toBeNull();
    expect(checkScope(['admin', 'posts:write'])).toBeNull();
    expect(checkScope({ admin: false, 'posts:write': true })).toBeNull();
  });

  it('refuses a list with a non-string or a name over 100 characters', () => {
    expect(checkScope(['admin', 1])).toBe('must be a list of permission names');
    expect(checkScope(['a'.repeat(101)])).toBe('must be a list of permission names');
    expect(checkScope(['a'.repeat(100)])).toBeNull();
  });

  it('refuses a map with a flag that is not a boolean', () => {
    expect(checkScope({ admin: 1 })).toBe('must map permission names to true or false');
    expect(checkScope({ admin: 'true' })).toBe('must map permission names to true or false');
  });

  it('refuses anything else', () => {
    for (const value of ['admin', 1, null, undefined, true]) {
      expect(checkScope(value)).toBe('must be a list of permission names or a map of flags');
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
      expect(checkPermissionList(value)).toBe('must be a list of permission names');
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
    expect(checkGalleryItems([{ fileId: FILE_ID }, { fileId: 'not-a-uuid' }])).toBe(
      'item 1 must have a fileId',
    );
    expect(checkGalleryItems([{ caption: 'x' }])).toBe('item 0 must have a fileId');
    expect(checkGalleryItems([FILE_ID])).toBe('item 0 must have a fileId');
    expect(checkGalleryItems([{ fileId: `${FILE_ID}\u0000` }])).toBe('item 0 must have a fileId');
  });

  it('refuses a value that is not a list', () => {
    expect(checkGalleryItems({ fileId: FILE_ID })).toBe('must be a list of {fileId, caption, order}');
  });
});

describe('checkFaq', () => {
  it('accepts up to 50 question/answer pairs', () => {
    const faq = (n: number) => Array.from({ length: n }, () => ({ question: 'When?', answer: 'Daily.' }));
    expect(checkFaq(faq(0))).toBeNull();
    expect(checkFaq(faq(50))).toBeNull();
    expect(checkFaq(faq(51))).toBe('must be a list of at most 50 {question, answer}');
  });

  it('names the item missing a question or an answer', () => {
    expect(checkFaq([{ question: 'Q', answer: 'A' }, { question: 'Q' }])).toBe(
      'item 1 must have a question and an answer',
    );
    expect(checkFaq([{ question: 1, answer: 'A' }])).toBe('item 0 must have a question and an answer');
    expect(checkFaq([null])).toBe('item 0 must have a question and an answer');
  });

  it('refuses a value that is not a list', () => {
    expect(checkFaq('Q: A')).toBe('must be a list of at most 50 {question, answer}');
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
