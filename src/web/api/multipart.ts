import type { IncomingHttpHeaders } from 'node:http';
import busboy from 'busboy';
import type { Request } from 'express';
import { fieldRefusal, type Refusal } from '#domain/errors/refusal.ts';
import { messages as m } from '#domain/errors/validation-message-keys.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { readBoundedBody } from '../../http/bounded-body.ts';

export interface Upload {
  file: { name: string; data: Uint8Array } | undefined;
  data: string | undefined;
}

/** Room for the boundaries, part headers and the `data` field around a file of the largest size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Reads `file` and `data` of a multipart body into memory through the one bounded reader: a body larger
 * than a file of `maxBytes` with its parts is refused with 413 before its rest is read, so an oversized
 * upload costs at most that much memory and cannot hold the connection.
 */
export async function readUpload(req: Request, maxBytes: number): Promise<Result<Upload, Refusal>> {
  if (!req.is('multipart/form-data')) return err({ code: 'unsupportedMediaType' });
  const body = await readBoundedBody(req, maxBytes + MULTIPART_OVERHEAD_BYTES);
  if (!body) return err(tooLarge(maxBytes));
  return parseUpload(req.headers, Buffer.from(await body.arrayBuffer()), maxBytes);
}

const tooLarge = (maxBytes: number): Refusal => ({ code: 'payloadTooLarge', values: { max: maxBytes } });
const malformed: Refusal = { code: 'invalidBody' };
const badPart = (path: string, key: string, values?: Record<string, number>) =>
  fieldRefusal('invalidForm', path, key, values);

function parseUpload(
  headers: IncomingHttpHeaders,
  body: Buffer,
  maxBytes: number,
): Promise<Result<Upload, Refusal>> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers,
        defParamCharset: 'utf8',
        limits: { files: 1, fileSize: maxBytes, fields: 3, fieldSize: 10_000, parts: 5, headerPairs: 50 },
      });
    } catch {
      resolve(err(malformed));
      return;
    }
    const upload: Upload = { file: undefined, data: undefined };
    let failure: Refusal | undefined;
    const fail = (error: Refusal) => {
      failure ??= error;
    };
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || upload.file) {
        fail(badPart(name, m.unknownField));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(tooLarge(maxBytes)));
      stream.on('close', () => {
        upload.file = { name: info.filename ?? 'file', data: new Uint8Array(Buffer.concat(chunks)) };
      });
    });
    parser.on('field', (name, value, info) => {
      if (name !== 'data') fail(badPart(name, m.unknownField));
      else if (info.valueTruncated) fail(badPart('data', m.textTooLong));
      else upload.data = value;
    });
    parser.on('partsLimit', () => fail(badPart('', m.tooMany, { max: 5 })));
    parser.on('filesLimit', () => fail(badPart('file', m.tooMany, { max: 1 })));
    parser.on('fieldsLimit', () => fail(badPart('', m.tooMany, { max: 3 })));
    parser.on('error', () => {
      fail(malformed);
      resolve(err(failure!));
    });
    parser.on('close', () => resolve(failure ? err(failure) : ok(upload)));
    parser.end(body);
  });
}
