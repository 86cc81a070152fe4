import escapeHtml from 'escape-html';
import { keptAnswersOf } from '../kept-answers.ts';
import type { NativeOptions } from './native-options.ts';
import type { SearchPort } from './search-ports.server.ts';

/** Lists of a page's short list of ports (by their codes) kept per list of ports: a few per page kind. */
const KEPT_LISTS = 200;

function optionsHtml(ports: readonly SearchPort[], only: readonly string[] | undefined): string {
  const offered = only ? ports.filter(({ code }) => only.includes(code)) : ports;
  return offered
    .map(({ code, name }) => `<option value="${escapeHtml(code)}">${escapeHtml(name)}</option>`)
    .join('');
}

/** Each list of ports' options, by the codes offered ('' for all), made once while the list is the same. */
const portOptions = keptAnswersOf(KEPT_LISTS, (ports: readonly SearchPort[], codes: string) =>
  optionsHtml(ports, codes ? codes.split(' ') : undefined),
);

/**
 * The options as one string: rendering a hundred options as React elements was about a tenth of the CPU of
 * a page with the search form (two lists), and making the string again for each page the rest of it
 * (the list of ports is the same object while the network's is the same: `loadSearchPorts`).
 */
export const nativeOptions: NativeOptions = (ports, value, placeholder, only) => {
  const offered = only && value && !only.includes(value) ? [...only, value] : only;
  const options = portOptions(ports, offered ? offered.join(' ') : '');
  const chosen = `<option value="${escapeHtml(value)}">`;
  return `<option value="">${escapeHtml(placeholder)}</option>${
    value ? options.replace(chosen, `<option value="${escapeHtml(value)}" selected="">`) : options
  }`;
};
