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
