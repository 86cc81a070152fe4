import { createContext } from 'react';
import type { HeldInHtml } from '../held-in-html.tsx';

/**
 * The codes a page's no-JavaScript lists offer, held in its HTML (home: its popular routes' ports; a
 * destination: the place and the ports that sail there), the chosen port always among them; with none,
 * every port (the search page's). Each of a hundred ports twice was 8 KB of a fresh page (issue #32);
 * the combobox that takes the lists' place offers every port, and without JavaScript the search page does.
 */
export const NoScriptPortsContext = createContext<HeldInHtml<readonly string[]> | undefined>(undefined);
