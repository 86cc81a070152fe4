import { describe, expect, it } from 'vitest';
import { keptAnswers, keptAnswersOf } from '#web/app/kept-answers.ts';

describe('kept answers', () => {
  it('work out each key once, an empty answer included', () => {
    const asked: string[] = [];
    const answer = keptAnswers(10, (key: string) => {
      asked.push(key);
      return key === 'none' ? null : key.toUpperCase();
    });
    expect([answer('a'), answer('a'), answer('none'), answer('none'), answer('b')]).toEqual([
      'A',
      'A',
      null,
      null,
      'B',
    ]);
    expect(asked).toEqual(['a', 'none', 'b']);
  });

  it('keep at most their limit, forgetting them all when full', () => {
    const asked: number[] = [];
    const answer = keptAnswers(2, (key: number) => {
      asked.push(key);
      return key * 2;
    });
    for (const key of [1, 2, 1, 3, 1, 3]) answer(key);
    // 3 found the table full: 1 and 2 forgotten, 1 worked out again beside 3.
    expect(asked).toEqual([1, 2, 3, 1]);
  });

  it("are each owner's own", () => {
    const asked: string[] = [];
    const answer = keptAnswersOf(10, (owner: { name: string }, key: string) => {
      asked.push(`${owner.name}:${key}`);
      return `${owner.name}/${key}`;
    });
    const [first, second] = [{ name: 'a' }, { name: 'b' }];
    expect([answer(first, 'x'), answer(second, 'x'), answer(first, 'x')]).toEqual(['a/x', 'b/x', 'a/x']);
    expect(asked).toEqual(['a:x', 'b:x']);
  });
});
