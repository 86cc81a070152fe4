import { createHash } from 'node:crypto';
import type { InlineStyleSlot } from '../inline-styles.tsx';
import app from './app.css?inline';
import booking from './booking.css?inline';
import consent from './consent.css?inline';
import later from './later.css?inline';
import pickers from './pickers.css?inline';
import results from './results.css?inline';
import search from './search.css?inline';

/**
 * The stylesheets pages need, sent inside the page instead of as more requests the browser must wait for
 * before it paints (issue #15), each in its slot: a page carries the slots its routes name (issue #32,
 * `inline-styles.tsx`), a home page neither the results' nor the booking steps'.
 */
export const INLINE_STYLES: Record<InlineStyleSlot, string> = {
  app,
  search,
  pickers,
  results,
  consent,
  booking,
  later,
};

/** The CSP sources that allow exactly these styles (`style-src`), the same for every response. */
export const inlineStyleSources = Object.values(INLINE_STYLES).map(
  (css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
);
