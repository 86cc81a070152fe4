import { createHash } from 'node:crypto';
import type { InlineStyleSlot } from '../inline-styles.tsx';
import app from './app.css?inline';
import booking from './booking.css?inline';
import consent from './consent.css?inline';
import results from './results.css?inline';
import search from './search.css?inline';

/**
 * The stylesheets every page needs, sent inside the page instead of as more requests the browser must
 * wait for before it paints (issue #15; about 9 KB compressed), each in its slot. The booking steps' are
 * among them: a search from any page lands on the results, which then paint without waiting for a file.
 */
export const INLINE_STYLES: Record<InlineStyleSlot, string> = { app, search, results, consent, booking };

/** The CSP sources that allow exactly these styles (`style-src`), the same for every response. */
export const inlineStyleSources = Object.values(INLINE_STYLES).map(
  (css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
);
