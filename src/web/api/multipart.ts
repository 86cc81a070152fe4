import type { IncomingHttpHeaders } from 'node:http';
import busboy from 'busboy';
import type { Request } from 'express';
import { invalidRequest, type RequestError, requestError } from '#application/errors/request-error.ts';
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
export async function readUpload(req: Request, maxBytes: number): Promise<Result<Upload, RequestError>> {
  if (!req.is('multipart/form-data'))
    return err(requestError('unsupportedMediaType', 'send multipart/form-data with a file field'));
  const body = await readBoundedBody(req, maxBytes + MULTIPART_OVERHEAD_BYTES);
  if (!body) return err(requestError('payloadTooLarge', `files may have at most ${maxBytes} bytes`));
  return parseUpload(req.headers, Buffer.from(await body.arrayBuffer()), maxBytes);
}

function parseUpload(
  headers: IncomingHttpHeaders,
  body: Buffer,
  maxBytes: number,
): Promise<Result<Upload, RequestError>> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers,
        defParamCharset: 'utf8',
        limits: { files: 1, fileSize: maxBytes, fields: 3, fieldSize: 10_000, parts: 5, headerPairs: 50 },
      });
    } catch {
      resolve(err(invalidRequest('the multipart body is malformed')));
      return;
    }
    const upload: Upload = { file: undefined, data: undefined };
    let failure: RequestError | undefined;
    const fail = (error: RequestError) => {
      failure ??= error;
    };
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || upload.file) {
        fail(invalidRequest(`unexpected file field '${name}'`));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () =>
        fail(requestError('payloadTooLarge', `files may have at most ${maxBytes} bytes`)),
      );
      stream.on('close', () => {
        upload.file = { name: info.filename ?? 'file', data: new Uint8Array(Buffer.concat(chunks)) };
      });
    });
    parser.on('field', (name, value, info) => {
      if (name !== 'data') fail(invalidRequest(`unknown field '${name}'`));
      else if (info.valueTruncated) fail(invalidRequest('data is too long'));
      else upload.data = value;
    });
    parser.on('partsLimit', () => fail(invalidRequest('too many parts')));
    parser.on('filesLimit', () => fail(invalidRequest('only one file per upload')));
    parser.on('fieldsLimit', () => fail(invalidRequest('too many fields')));
    parser.on('error', () => {
      fail(invalidRequest('the multipart body is malformed'));
      resolve(err(failure!));
    });
    parser.on('close', () => resolve(failure ? err(failure) : ok(upload)));
    parser.end(body);
  });
}
