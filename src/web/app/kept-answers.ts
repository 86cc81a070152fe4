/**
 * A function whose answer for a key never changes while the process runs (a build's route table matching
 * a path, a text's HTML), its answers kept so that pages rendered afresh do not work them out again. Keys
 * may come from addresses, so at most `limit` are kept; a full table is forgotten all at once, which
 * costs a hit nothing (a recency order would move the key on every read) and only means answering again.
 */
export function keptAnswers<K, V>(limit: number, answer: (key: K) => V): (key: K) => V {
  const answers = new Map<K, V>();
  return (key) => {
    const known = answers.get(key);
    if (known !== undefined || answers.has(key)) return known as V;
    if (answers.size >= limit) answers.clear();
    const fresh = answer(key);
    answers.set(key, fresh);
    return fresh;
  };
}

/**
 * `keptAnswers` for each owner of its own (a route table, a list of ports), made on the owner's first use
 * and forgotten with it.
 */
export function keptAnswersOf<O extends object, K, V>(
  limit: number,
  answer: (owner: O, key: K) => V,
): (owner: O, key: K) => V {
  const tables = new WeakMap<O, (key: K) => V>();
  return (owner, key) => {
    let table = tables.get(owner);
    if (!table) {
      table = keptAnswers(limit, (ownKey: K) => answer(owner, ownKey));
      tables.set(owner, table);
    }
    return table(key);
  };
}
