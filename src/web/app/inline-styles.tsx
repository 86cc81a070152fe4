import { createContext, useContext } from 'react';
import { useMatches } from 'react-router';
import bookingUrl from './styles/booking.css?url';
import laterUrl from './styles/later.css?url';
import resultsUrl from './styles/results.css?url';
import searchUrl from './styles/search.css?url';

/** The root stylesheets' slots, in page order; their text comes from the server (`inline-styles.server.ts`). */
const INLINE_STYLE_SLOTS = ['app', 'search', 'results', 'consent', 'booking', 'later'] as const;
export type InlineStyleSlot = (typeof INLINE_STYLE_SLOTS)[number];

/**
 * On every page: the site's own styles, the cookie banner's (the banner is in every page, hidden once
 * chosen, and the footer's link shows it again without JavaScript) and what `later.css` holds (what home
 * and a destination show below their first screen, other pages' own parts).
 */
const EVERY_PAGE = ['app', 'consent', 'later'] as const satisfies readonly InlineStyleSlot[];

/** The slots a page shows only when its route names them, also as files (a page reached in the browser). */
type PageStyleSlot = Exclude<InlineStyleSlot, (typeof EVERY_PAGE)[number]>;
const STYLE_FILES: Record<PageStyleSlot, string> = {
  search: searchUrl,
  results: resultsUrl,
  booking: bookingUrl,
};

/** A route's `handle` names the slots its page shows beyond every page's (issue #32). */
export interface StylesHandle {
  styles?: readonly PageStyleSlot[];
  /**
   * Whether the page's first screen needs none of `later.css` (given the route's loader data): the page
   * is then sent without it inline and loads it as a file after its content (decision 0088, part 3).
   */
  laterAfterContent?: (data: unknown) => boolean;
}

/** The stylesheets' text on the server; none in the browser, which keeps what the server sent. */
export const InlineStylesContext = createContext<Partial<Record<InlineStyleSlot, string>>>({});

/** The slots the matched routes name, in page order. */
function usePageSlots(): InlineStyleSlot[] {
  const matches = useMatches();
  const named = new Set<InlineStyleSlot>(EVERY_PAGE);
  for (const { handle } of matches)
    for (const slot of (handle as StylesHandle | undefined)?.styles ?? []) named.add(slot);
  return INLINE_STYLE_SLOTS.filter((slot) => named.has(slot));
}

/** Whether a matched route says the page's first screen needs none of `later.css`. */
function useLaterAfterContent(): boolean {
  return useMatches().some(
    ({ handle, loaderData }) =>
      (handle as StylesHandle | undefined)?.laterAfterContent?.(loaderData) === true,
  );
}

/** The slots the first page was sent with, read once in the browser (`<style data-style>` in its head). */
let sentInline: ReadonlySet<string | undefined> | undefined;
function slotsSentInline(): ReadonlySet<string | undefined> {
  sentInline ??= new Set(
    [...document.querySelectorAll<HTMLStyleElement>('style[data-style]')].map((style) => style.dataset.style),
  );
  return sentInline;
}

/**
 * The page's stylesheets inside its head: each page carries only the slots it shows (a home page none of
 * the booking steps' styles). The browser renders the slots of the first page with no text: hydration
 * keeps the server's (React does not compare inner HTML) and they stay, so their text is never lost.
 * A page reached later that needs a slot the first page lacked gets it as a file (React holds the page
 * until a `precedence` stylesheet has loaded, so nothing shows unstyled).
 */
export function InlineStyles() {
  const styles = useContext(InlineStylesContext);
  const slots = usePageSlots();
  const laterAfterContent = useLaterAfterContent();
  if (typeof document === 'undefined')
    return slots
      .filter((slot) => !(slot === 'later' && laterAfterContent))
      .map((slot) => <InlineStyle key={slot} slot={slot} text={styles[slot]} />);
  const sent = slotsSentInline();
  return (
    <>
      {INLINE_STYLE_SLOTS.filter((slot) => sent.has(slot)).map((slot) => (
        <InlineStyle key={slot} slot={slot} />
      ))}
      {slots
        .filter((slot): slot is PageStyleSlot => !sent.has(slot) && slot in STYLE_FILES)
        .map((slot) => (
          <link key={slot} rel="stylesheet" href={STYLE_FILES[slot]} precedence="page" />
        ))}
    </>
  );
}

/**
 * At the end of the body, on a page whose first screen needs none of `later.css`: the file, an immutable
 * asset. Chromium paints what comes before an in-body stylesheet without waiting for it, so the first
 * screen paints with the inline slots alone; the rules of what is below it arrive before it is scrolled
 * to. In the browser it stays for every page after (the first page sent `later` in no `<style>`).
 */
export function LaterStyles() {
  const laterAfterContent = useLaterAfterContent();
  const asFile = typeof document === 'undefined' ? laterAfterContent : !slotsSentInline().has('later');
  return asFile ? <link rel="stylesheet" href={laterUrl} /> : null;
}

function InlineStyle({ slot, text = '' }: { slot: InlineStyleSlot; text?: string }) {
  return (
    <style
      data-style={slot}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built CSS, allowed by its hash in the CSP
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}
