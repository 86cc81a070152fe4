import { type ChildNode, isTag as isElement, isText } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { createElement, type ReactNode } from 'react';

/** HTML attribute names React spells differently. */
const PROP_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  charset: 'charSet',
  tabindex: 'tabIndex',
  crossorigin: 'crossOrigin',
  srcset: 'srcSet',
  fetchpriority: 'fetchPriority',
  'http-equiv': 'httpEquiv',
  autocomplete: 'autoComplete',
  maxlength: 'maxLength',
  readonly: 'readOnly',
  enctype: 'encType',
};
const RAW_TEXT = new Set(['script', 'style']);

/** React Router's scripts in a served page (its context, the route modules' and the hydration data's). */
const frameworkScript = (node: ChildNode) =>
  isElement(node) &&
  node.name === 'script' &&
  (node.attribs.type === 'text/x-after-paint' ||
    node.children.some((child) => isText(child) && /__reactRouter|afterFirstPaint/.test(child.data)));

/** With `scripts`, React Router's own scripts are left out and `scripts` ends the body in their place. */
function toReact(node: ChildNode, scripts?: ReactNode): ReactNode {
  if (isText(node)) return node.data;
  if (!isElement(node) || (scripts && frameworkScript(node))) return null;
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(node.attribs)) {
    // Inline styles would need parsing into objects; the pages keep them in stylesheets anyway.
    if (name !== 'style') props[PROP_NAMES[name] ?? name] = value === '' ? true : value;
  }
  if (RAW_TEXT.has(node.name)) {
    const text = node.children.map((child) => (isText(child) ? child.data : '')).join('');
    return createElement(node.name, { ...props, dangerouslySetInnerHTML: { __html: text } });
  }
  const children = node.children.map((child) => toReact(child, scripts));
  if (scripts && node.name === 'body') children.push(scripts);
  return createElement(node.name, props, ...children);
}

const countElements = (nodes: ChildNode[]): number =>
  nodes.reduce((sum, node) => sum + (isElement(node) ? 1 + countElements(node.children) : 0), 0);

/**
 * A plain React tree with the very elements, attributes and text of a served page: what React's own
 * `renderToString` costs for a page of that size, without React Router, loaders or our components. Given
 * `scripts` (React Router's `<Scripts>`), the tree renders React Router's scripts itself instead of copying
 * the page's.
 */
export function sameTree(html: string, scripts?: ReactNode): { tree: ReactNode; elements: number } {
  const document = parseDocument(html, { decodeEntities: true });
  const root = document.children.filter(isElement).find((node) => node.name === 'html');
  if (!root) throw new Error('no <html> element in the page');
  return { tree: toReact(root, scripts), elements: countElements([root]) };
}
