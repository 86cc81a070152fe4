import { heldInHtml } from '../held-in-html.tsx';

/**
 * A page's short list for its no-JavaScript port lists (`NoScriptPortsContext`), held in its HTML; none
 * (every port) when it names no port.
 */
export function noScriptPorts(request: Request, codes: readonly string[]) {
  return codes.length > 0 ? { noScriptPorts: heldInHtml(request, [...new Set(codes)]) } : {};
}
