import { type CSSProperties, createElement as h, type PropsWithChildren, type ReactNode } from 'react';
import { COLOURS } from './email-layout.ts';

/** Lines of one paragraph, each on its own line (an address, a signature). */
export function Lines(props: { lines: ReactNode[]; style?: CSSProperties }) {
  return h(
    'p',
    { style: props.style },
    ...props.lines.flatMap((line, index) => (index === 0 ? [line] : [h('br', { key: index }), line])),
  );
}

const BUTTON: CSSProperties = {
  display: 'inline-block',
  backgroundColor: COLOURS.brand,
  color: '#ffffff',
  padding: '12px 20px',
  borderRadius: '6px',
  textDecoration: 'none',
  fontWeight: 'bold',
};

/** A link drawn as a button: the one thing an e-mail asks the reader to do. */
export function Button(props: PropsWithChildren<{ href: string }>) {
  return h('p', null, h('a', { href: props.href, style: BUTTON }, props.children));
}
