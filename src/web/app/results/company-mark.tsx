/** Six brand-neutral colours (app styles); a company always gets the same one. */
const TONES = 6;

function toneOf(code: string): number {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) % 997;
  return hash % TONES;
}

/**
 * The company's monogram ("BS" for Blue Star Ferries). The content site's company logos are keyed by
 * content ids, not by the ferry systems' company codes, so results show a mark of their own.
 */
export function CompanyMark({ code, name }: { code: string; name: string }) {
  const initials = name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  return (
    <span className="company-mark" data-tone={toneOf(code)} aria-hidden="true">
      {initials || code.slice(0, 2)}
    </span>
  );
}
