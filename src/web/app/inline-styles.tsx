import { createContext, useContext } from 'react';
import { useMatches } from 'react-router';
import bookingUrl from './styles/booking.css?url';
import laterUrl from './styles/later.css?url';
import pickersUrl from './styles/pickers.css?url';
import resultsUrl from './styles/results.css?url';
import searchUrl from './styles/search.css?url';

/** The root stylesheets' slots, in page order; their text comes from the server (`inline-styles.server.ts`). */
const INLINE_STYLE_SLOTS = ['app', 'search', 'pickers', 'results', 'consent', 'booking', 'later'] as const;
export type InlineStyleSlot = (typeof INLINE_STYLE_SLOTS)[number];

/**
 * On every page: the site's own styles, the cookie banner's (the banner is in every page, hidden once
 * chosen, and the footer's link shows it again without JavaScript) and what `later.css` holds (what home
 * and a destination show below their first screen, other pages' own parts).
 */
const EVERY_PAGE = ['app', 'consent', 'later'] as const satisfies readonly InlineStyleSlot[];

/** The slots a page may load after its content: never the site's own styles or the cookie banner's. */
type AfterContentSlot = Extract<InlineStyleSlot, 'pickers' | 'later' | 'booking'>;

/** The slots a page shows only when its route names them (the search form's pickers come with it). */
type PageStyleSlot = Exclude<InlineStyleSlot, (typeof EVERY_PAGE)[number] | 'pickers'>;

/** The slots as files: a page reached in the browser that needs one its first page lacked, or after the content. */
const STYLE_FILES: Partial<Record<InlineStyleSlot, string>> = {
  search: searchUrl,
  pickers: pickersUrl,
  results: resultsUrl,
  booking: bookingUrl,
  later: laterUrl,
};

/** A route's `handle` names the slots its page shows beyond every page's (issue #32). */
export interface StylesHandle {
  styles?: readonly PageStyleSlot[];
  /**
   * Slots the page's first screen does not show (decision 0088, part 3; decision 0098): what is below that
   * screen, the search form's pickers (they show once opened), the booking steps (the browser renders them).
   * The page is sent without them inline and loads them as files after its content.
   */
  stylesAfterContent?: readonly AfterContentSlot[];
}

/** The stylesheets' text on the server; none in the browser, which keeps what the server sent. */
export const InlineStylesContext = createContext<Partial<Record<InlineStyleSlot, string>>>({});

/**
 * The slots the matched routes name, in page order, and those of them the page sends after its content
 * (the server's concern: in the browser a page's slots are the ones it has, however they came).
 */
function usePageSlots(): { slots: InlineStyleSlot[]; afterContent: Set<InlineStyleSlot> } {
  const matches = useMatches();
  const named = new Set<InlineStyleSlot>(EVERY_PAGE);
  const afterContent = new Set<InlineStyleSlot>();
  for (const { handle } of matches) {
    const styles = handle as StylesHandle | undefined;
    for (const slot of styles?.styles ?? []) named.add(slot);
    for (const slot of styles?.stylesAfterContent ?? []) afterContent.add(slot);
  }
  if (named.has('search')) named.add('pickers');
  return { slots: INLINE_STYLE_SLOTS.filter((slot) => named.has(slot)), afterContent };
}

/**
 * The slots the first page was sent with, read once in the browser: inline (`<style data-style>` in its
 * head) or after its content (`<link data-style>` at the end of its body).
 */
const sent: Partial<Record<'style' | 'link', ReadonlySet<string | undefined>>> = {};
function slotsSent(as: 'style' | 'link') {
  sent[as] ??= new Set(
    [...document.querySelectorAll<HTMLElement>(`${as}[data-style]`)].map((element) => element.dataset.style),
  );
  return sent[as];
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
  const { slots, afterContent } = usePageSlots();
  if (typeof document === 'undefined')
    return slots
      .filter((slot) => !afterContent.has(slot))
      .map((slot) => <InlineStyle key={slot} slot={slot} text={styles[slot]} />);
  const inline = slotsSent('style');
  return (
    <>
      {INLINE_STYLE_SLOTS.filter((slot) => inline.has(slot)).map((slot) => (
        <InlineStyle key={slot} slot={slot} />
      ))}
      {slots
        .filter((slot) => !inline.has(slot) && !slotsSent('link').has(slot))
        .map((slot) => (
          <link key={slot} rel="stylesheet" href={STYLE_FILES[slot]} precedence="page" />
        ))}
    </>
  );
}

/**
 * At the end of the body, on a page whose first screen needs none of them: the after-content slots as
 * files, immutable assets. Chromium paints what comes before an in-body stylesheet without waiting for
 * it, so the first screen paints with the inline slots alone; the rules of what is below it arrive before
 * it is scrolled to. In the browser they stay for every page after.
 */
export function StylesAfterContent() {
  const { slots, afterContent } = usePageSlots();
  const files =
    typeof document === 'undefined'
      ? slots.filter((slot) => afterContent.has(slot))
      : INLINE_STYLE_SLOTS.filter((slot) => slotsSent('link').has(slot));
  return files.map((slot) => <link key={slot} rel="stylesheet" href={STYLE_FILES[slot]} data-style={slot} />);
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
