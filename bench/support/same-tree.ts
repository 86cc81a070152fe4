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

function toReact(node: ChildNode): ReactNode {
  if (isText(node)) return node.data;
  if (!isElement(node)) return null;
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(node.attribs)) {
    // Inline styles would need parsing into objects; the pages keep them in stylesheets anyway.
    if (name !== 'style') props[PROP_NAMES[name] ?? name] = value === '' ? true : value;
  }
  if (RAW_TEXT.has(node.name)) {
    const text = node.children.map((child) => (isText(child) ? child.data : '')).join('');
    return createElement(node.name, { ...props, dangerouslySetInnerHTML: { __html: text } });
  }
  return createElement(node.name, props, ...node.children.map(toReact));
}

const countElements = (nodes: ChildNode[]): number =>
  nodes.reduce((sum, node) => sum + (isElement(node) ? 1 + countElements(node.children) : 0), 0);

/**
 * A plain React tree with the very elements, attributes and text of a served page: what React's own
 * `renderToString` costs for a page of that size, without React Router, loaders or our components.
 */
export function sameTree(html: string): { tree: ReactNode; elements: number } {
  const document = parseDocument(html, { decodeEntities: true });
  const root = document.children.filter(isElement).find((node) => node.name === 'html');
  if (!root) throw new Error('no <html> element in the page');
  return { tree: toReact(root), elements: countElements([root]) };
}
