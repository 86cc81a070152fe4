import { Writable } from 'node:stream';

/**
 * Where React's stream of a page is gathered: React writes a page in 2 KB pieces, and passed on one by
 * one each became a write to the compressor, a trip to zlib's thread of its own (twice the CPU of
 * compressing the page in one piece). A page is sent once all of it is ready anyway, so it is sent whole.
 */
export function wholePage(done: (page: Buffer<ArrayBuffer>) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      done(Buffer.concat(chunks));
      callback();
    },
  });
}
