import { createContext } from 'react';
import type { SearchPort } from './search-ports.server.ts';

/** The no-JavaScript list's options as HTML, the chosen port selected; only `only` and the chosen one when given. */
export type NativeOptions = (
  ports: readonly SearchPort[],
  value: string,
  placeholder: string,
  only?: readonly string[],
) => string;

/**
 * Given by the server's entry (`native-options.server.ts`); none in the browser, which keeps the options
 * the server sent until the combobox takes the list's place, and so ships none of their code.
 */
export const NativeOptionsContext = createContext<NativeOptions | null>(null);
