import type { Response } from 'express';
import type { Download } from '#application/files/download-file.ts';
import { sendError, sendResult } from './api-responses.ts';
import { type ApiRoute, param, query } from './api-route.ts';
import { readUpload } from './multipart.ts';

function sendFile(res: Response, ifNoneMatch: string | undefined, file: Download) {
  const asciiName = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  res.set({
    'Content-Type': file.mimeType,
    'Content-Disposition': `${file.disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    'X-Content-Type-Options': 'nosniff',
    // Even a file that slipped past the type check cannot run script or load anything.
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cross-Origin-Resource-Policy': 'same-site',
    // A file's id is drawn at upload and its bytes are never written again; a variant is made once from
    // them and named by its query. What an address answers never changes, so browsers need not ask again.
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: file.etag,
  });
  if (ifNoneMatch === file.etag) {
    res.status(304).end();
    return;
  }
  res.status(200).end(Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength));
}

/** Spec §7 "Files": multipart upload; public downloads with attachment, resize and wm. */
export function fileRoutes(): ApiRoute[] {
  const download: ApiRoute['handler'] = async ({ req, res, services }) => {
    const result = await services.files.download.execute({
      id: param(req, 'id'),
      originalName: req.params.originalName === undefined ? undefined : param(req, 'originalName'),
      query: query(req),
    });
    if (!result.ok) sendError(res, result.error);
    else sendFile(res, req.headers['if-none-match'], result.value);
  };
  return [
    {
      method: 'post',
      path: '/files',
      access: 'permission',
      summary: 'Upload a file (multipart: file, and data as JSON)',
      async handler({ req, res, services, actor }) {
        const allowed = services.files.upload.authorize(actor);
        if (!allowed.ok) {
          res.set('Connection', 'close');
          sendError(res, allowed.error);
          return;
        }
        const upload = await readUpload(req, services.files.upload.maxBytes);
        if (!upload.ok) {
          res.set('Connection', 'close');
          sendError(res, upload.error);
          return;
        }
        sendResult(res, await services.files.upload.execute({ actor, ...upload.value }), 201);
      },
    },
    {
      method: 'get',
      path: '/files/download/:id',
      access: 'public',
      summary: 'Download a file',
      handler: download,
    },
    {
      method: 'get',
      path: '/files/download/:id/:originalName',
      access: 'public',
      summary: 'Download a file under its original name',
      handler: download,
    },
  ];
}
