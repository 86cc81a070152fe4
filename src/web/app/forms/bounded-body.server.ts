/**
 * The one reader of a request body in the page routes: at most `maxBytes`, refused before reading when the
 * declared length is larger, and counted while it streams otherwise, so a chunked body cannot slip past.
 * Undefined when the body is too large; the rest of it is left unread (the server then closes the
 * connection after the answer: `closeAfterUnreadBody`).
 */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<Blob | undefined> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return undefined;
  if (!request.body) return new Blob();
  const chunks: BlobPart[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Not cancelled: cancelling destroys the connection before the 413 is written. The rest of the body
      // is never read into memory (the stream stops pulling at its high-water mark).
      reader.releaseLock();
      return undefined;
    }
    chunks.push(value as Uint8Array<ArrayBuffer>);
  }
  return new Blob(chunks);
}
