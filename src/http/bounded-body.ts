import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';

/**
 * The one reader of a request body, for the page routes (a Fetch `Request`) and the Express routers (a
 * Node request) alike: at most `maxBytes`, refused before reading when the declared length is larger, and
 * counted while it streams otherwise, so a chunked body cannot slip past. Undefined when the body is too
 * large; the rest of it is left unread (the server then closes the connection after the answer:
 * `closeAfterUnreadBody`). Outside `src/web` because the providers' pages (adapters) read bodies too.
 */
export async function readBoundedBody(
  request: Request | IncomingMessage,
  maxBytes: number,
): Promise<Blob | undefined> {
  if (declaredLength(request) > maxBytes) return undefined;
  const body = request instanceof Request ? request.body : (Readable.toWeb(request) as ReadableStream);
  if (!body) return new Blob();
  const chunks: BlobPart[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Not cancelled: cancelling destroys the connection before the 413 is written. The rest of the body
      // is never read into memory (the stream stops pulling, and pauses the socket, at its high-water mark).
      reader.releaseLock();
      return undefined;
    }
    chunks.push(value as Uint8Array<ArrayBuffer>);
  }
  return new Blob(chunks);
}

function declaredLength(request: Request | IncomingMessage): number {
  const header =
    request instanceof Request ? request.headers.get('content-length') : request.headers['content-length'];
  return Number(header ?? '0');
}
