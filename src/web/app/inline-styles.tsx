import { createContext, useContext } from 'react';

/** The root stylesheets' slots, in page order; their text comes from the server (`inline-styles.server.ts`). */
const INLINE_STYLE_SLOTS = ['app', 'search', 'consent', 'booking'] as const;
export type InlineStyleSlot = (typeof INLINE_STYLE_SLOTS)[number];

/** The stylesheets' text on the server; none in the browser, which keeps what the server sent. */
export const InlineStylesContext = createContext<Partial<Record<InlineStyleSlot, string>>>({});

/**
 * The root stylesheets inside the page's head. The browser renders them with no text: hydration keeps the
 * server's (React does not compare inner HTML) and later renders change nothing, so it is never lost.
 */
export function InlineStyles() {
  const styles = useContext(InlineStylesContext);
  return INLINE_STYLE_SLOTS.map((slot) => (
    <style
      key={slot}
      data-style={slot}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own built CSS, allowed by its hash in the CSP
      dangerouslySetInnerHTML={{ __html: styles[slot] ?? '' }}
    />
  ));
}
