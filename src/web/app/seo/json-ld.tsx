/**
 * Structured data for search engines; `<` is escaped so the JSON can never close the script element.
 * A data block never runs, so it needs no CSP nonce.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: structured data must be raw JSON
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
