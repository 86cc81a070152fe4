import { useEffect, useState } from 'react';

const answers = new Map<string, Promise<string[]>>();

function fetchCodes(path: string): Promise<string[]> {
  let answer = answers.get(path);
  if (!answer) {
    answer = fetch(path)
      .then((response) => (response.ok ? (response.json() as Promise<{ codes: string[] }>) : { codes: [] }))
      .then((body) => body.codes);
    answer.catch(() => answers.delete(path));
    answers.set(path, answer);
  }
  return answer;
}

/**
 * The ports linked to a chosen port: where one can sail to from an origin, or from where to a
 * destination. Null while nothing is chosen, while loading, or when the answer failed: the picker then
 * offers every port rather than none.
 */
export function useConnectedPorts(direction: 'destinations' | 'origins', code: string): Set<string> | null {
  const [codes, setCodes] = useState<Set<string> | null>(null);
  useEffect(() => {
    setCodes(null);
    if (!code) return;
    let current = true;
    const query = new URLSearchParams({ [direction === 'destinations' ? 'origin' : 'destination']: code });
    fetchCodes(`/search/${direction}?${query}`)
      .then((linked) => {
        if (current && linked.length > 0) setCodes(new Set(linked));
      })
      // Without the narrowing the picker keeps offering every port; the search itself still works.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [direction, code]);
  return codes;
}
