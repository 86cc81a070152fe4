import type { Download } from '#application/files/download-file.ts';
import { parseDownloadOptions } from '#domain/files/file-rules.ts';
import { type ApiDeps, anyoneIdentified, permitted } from './api-callers.ts';
import { ERROR, refusedAnswer, resultAnswer } from './api-responses.ts';
import type { Answer } from './endpoint/answer.ts';
import { type EndpointSpec, endpointOf, type FileAnswer } from './endpoint/endpoint.ts';
import { queryButLang } from './endpoint/read-request.ts';
import { readUpload } from './multipart.ts';

/** Spec §7 "Files": multipart upload; public downloads with attachment, resize and wm. */
const endpoint = endpointOf<ApiDeps>();

/** What a download is sent with: its own name and disposition, and caching for an address that never changes. */
function downloadHeaders(file: Download): Record<string, string> {
  const asciiName = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return {
    'Content-Disposition': `${file.disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    'X-Content-Type-Options': 'nosniff',
    // Even a file that slipped past the type check cannot run script or load anything.
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cross-Origin-Resource-Policy': 'same-site',
    // A file's id is drawn at upload and its bytes are never written again; a variant is made once from
    // them and named by its query. What an address answers never changes, so browsers need not ask again.
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: file.etag,
  };
}

/** The file, or a 304 when the browser already holds these bytes. */
function downloadAnswer(file: Download, ifNoneMatch: string | undefined): Answer | FileAnswer {
  const headers = downloadHeaders(file);
  if (ifNoneMatch === file.etag) return { status: 304, body: undefined, headers };
  return { status: 200, file: { mediaType: file.mimeType, name: file.fileName, bytes: file.body }, headers };
}

const UPLOAD_FORM = {
  type: 'object',
  properties: {
    file: { type: 'string', contentMediaType: 'application/octet-stream' },
    data: { type: 'string', description: 'JSON of the file row’s fields (title, alt, …)' },
  },
  required: ['file'],
};

const upload = endpoint({
  operationId: 'uploadFile',
  method: 'post',
  path: '/files',
  summary: 'Upload a file (multipart: file, and data as JSON)',
  caller: permitted,
  multipart: UPLOAD_FORM,
  responses: {
    201: { description: 'The file row', json: { $ref: '#/components/schemas/files' } },
    ...{ 400: ERROR, 401: ERROR, 403: ERROR, 413: ERROR, 415: ERROR },
  },
  examples: [{ summary: 'Not multipart', status: 415 }],
  async handle({ req, deps, caller, lang }) {
    // Refused before the body is read, and the connection closed so its rest is never read at all.
    const allowed = deps.services.files.upload.authorize(caller);
    if (!allowed.ok) return closing(refusedAnswer(allowed.error, lang));
    const read = await readUpload(req, deps.services.files.upload.maxBytes);
    if (!read.ok) return closing(refusedAnswer(read.error, lang));
    return resultAnswer(
      await deps.services.files.upload.execute({ actor: caller, ...read.value }),
      lang,
      201,
    );
  },
});

const closing = (answer: Answer): Answer => ({
  ...answer,
  headers: { ...answer.headers, Connection: 'close' },
});

type DownloadSpec = Pick<
  EndpointSpec<ApiDeps, never, never, unknown>,
  'operationId' | 'path' | 'summary' | 'examples'
>;

const download = (spec: DownloadSpec) =>
  endpoint({
    ...spec,
    method: 'get',
    caller: anyoneIdentified,
    responses: {
      200: { description: 'The file', file: 'application/octet-stream' },
      304: { description: 'Not modified since the ETag sent' },
      ...{ 400: ERROR, 404: ERROR },
    },
    async handle({ req, deps, lang }) {
      const options = parseDownloadOptions(queryButLang(req));
      if (!options.ok) return refusedAnswer(options.error, lang);
      const result = await deps.services.files.download.execute({
        id: String(req.params.id ?? ''),
        originalName: typeof req.params.originalName === 'string' ? req.params.originalName : undefined,
        options: options.value,
      });
      if (!result.ok) return refusedAnswer(result.error, lang);
      return downloadAnswer(result.value, req.headers['if-none-match']);
    },
  });

export const FILE_ENDPOINTS = [
  upload,
  download({
    operationId: 'downloadFile',
    path: '/files/download/:id',
    summary: 'Download a file',
    examples: [
      { summary: 'No such file', params: { id: '00000000-0000-4000-8000-000000000000' }, status: 404 },
    ],
  }),
  download({
    operationId: 'downloadFileNamed',
    path: '/files/download/:id/:originalName',
    summary: 'Download a file under its original name',
    examples: [
      {
        summary: 'No such file',
        params: { id: '00000000-0000-4000-8000-000000000000', originalName: 'a.png' },
        status: 404,
      },
    ],
  }),
];
