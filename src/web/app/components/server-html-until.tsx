import type { ReactNode } from 'react';

/**
 * Children the server renders (the page works without JavaScript) that the browser leaves as they were
 * sent, neither hydrated nor their code and data fetched, until `live`; then they are rendered afresh in
 * an element of their own. While hydrating, React leaves the content of an element with
 * `dangerouslySetInnerHTML` alone (it is not compared: the development build's warning about it is
 * suppressed), and it never writes an unchanged `__html`. After a client-side navigation there is
 * nothing sent: the element stays empty until `live`.
 */
export function ServerHtmlUntil({ live, children }: { live: boolean; children: ReactNode }) {
  if (live) return <div key="live">{children}</div>;
  if (typeof document === 'undefined') return <div key="sent">{children}</div>;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: nothing is inserted, what the server sent is kept
    <div key="sent" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
  );
}
