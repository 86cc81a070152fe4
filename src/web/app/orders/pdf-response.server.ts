/** A PDF for download: private to whoever fetched it, never cached. */
export function pdfResponse(pdf: Uint8Array, fileName: string): Response {
  return new Response(Uint8Array.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
