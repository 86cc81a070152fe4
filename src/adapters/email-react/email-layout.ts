import { type CSSProperties, createElement as h, type PropsWithChildren } from 'react';

/** Kyma's colours as the booking pages use them; mail clients need them inline. */
export const COLOURS = { ink: '#1d2733', brand: '#0b4f6c', accent: '#1c9cc0' } as const;

const STYLE = {
  body: { margin: 0, padding: 0, backgroundColor: '#ffffff' },
  column: {
    fontFamily: 'Arial,Helvetica,sans-serif',
    color: COLOURS.ink,
    maxWidth: '600px',
    lineHeight: 1.5,
    margin: '0 auto',
    padding: '16px',
  },
  header: {
    fontSize: '22px',
    fontWeight: 'bold',
    color: COLOURS.brand,
    margin: '0 0 16px',
    paddingBottom: '8px',
    borderBottom: `3px solid ${COLOURS.accent}`,
  },
} satisfies Record<string, CSSProperties>;

/**
 * The page every e-mail sits on: its language (so screen readers and hyphenation pick the right one),
 * its subject as title, one readable column under the Kyma wordmark.
 */
export function EmailLayout(props: PropsWithChildren<{ locale: string; subject: string }>) {
  return h(
    'html',
    { lang: props.locale },
    h(
      'head',
      null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width,initial-scale=1' }),
      h('title', null, props.subject),
    ),
    h(
      'body',
      { style: STYLE.body },
      h('div', { style: STYLE.column }, h('p', { style: STYLE.header }, 'Kyma'), props.children),
    ),
  );
}
