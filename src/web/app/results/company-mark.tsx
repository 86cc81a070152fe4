import type { SiteImage } from '#application/content-site/content-site-model.ts';

/** Six brand-neutral colours (app styles); a company always gets the same one. */
const TONES = 6;

function toneOf(code: string): number {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) % 997;
  return hash % TONES;
}

/**
 * The company's logo from the content site (staff upload it on the company's page), whole and sharp at any
 * density; the company's monogram ("BS" for Blue Star Ferries) where it has none. The name is the card's
 * heading, so the mark is decoration.
 */
export function CompanyMark({
  code,
  name,
  logo,
}: {
  code: string;
  name: string;
  logo: SiteImage | undefined;
}) {
  if (logo)
    return (
      <img
        className="company-logo"
        src={logo.src}
        srcSet={logo.srcSet}
        sizes="96px"
        width={logo.width}
        height={logo.height}
        alt=""
        loading="lazy"
        decoding="async"
      />
    );
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
