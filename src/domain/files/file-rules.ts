import { queryFault } from '../content/list-query.ts';
import type { Refusal } from '../errors/refusal.ts';
import { messages as m } from '../errors/validation-message-keys.ts';
import { ok, type Result } from '../shared/result.ts';

/**
 * What may be uploaded, judged by content. SVG and HTML are never accepted: served from our origin they could
 * run script; images are the only type shown inline.
 */
export const ACCEPTED_TYPES: Readonly<Record<string, { inline: boolean; image: boolean }>> = {
  'image/jpeg': { inline: true, image: true },
  'image/png': { inline: true, image: true },
  'image/webp': { inline: true, image: true },
  'image/gif': { inline: true, image: true },
  'image/avif': { inline: true, image: true },
  'application/pdf': { inline: false, image: false },
};

export const MAX_IMAGE_SIDE = 4000;

export interface DownloadOptions {
  attachment: boolean;
  width: number | null;
  height: number | null;
  watermark: boolean;
}

const FLAG = /^(1|true|0|false)$/;

/** `attachment`, `resize` (`300`, `300x200` or `x200`) and `wm` of `files/download/{id}` (spec §7). */
export function parseDownloadOptions(query: Record<string, unknown>): Result<DownloadOptions, Refusal> {
  const strays = Object.keys(query).filter((key) => !['attachment', 'resize', 'wm'].includes(key));
  if (strays.length > 0) return queryFault(strays[0]!, m.unknownField);
  for (const [key, value] of Object.entries(query)) {
    if (typeof value !== 'string') return queryFault(key, m.givenTwice);
  }
  const { attachment, resize, wm } = query as Record<string, string | undefined>;
  for (const [name, value] of [
    ['attachment', attachment],
    ['wm', wm],
  ] as const) {
    if (value !== undefined && value !== '' && !FLAG.test(value)) return queryFault(name, m.notAFlag);
  }
  let width: number | null = null;
  let height: number | null = null;
  if (resize !== undefined && resize !== '') {
    const match = /^(\d{1,4})?(?:x(\d{1,4}))?$/.exec(resize);
    if (!match || (!match[1] && !match[2])) return queryFault('resize', m.malformedResize);
    width = match[1] ? Number(match[1]) : null;
    height = match[2] ? Number(match[2]) : null;
    for (const side of [width, height]) {
      if (side !== null && (side < 1 || side > MAX_IMAGE_SIDE)) {
        return queryFault('resize', m.numberOutOfRange, { min: 1, max: MAX_IMAGE_SIDE });
      }
    }
  }
  const on = (value: string | undefined) => value === '1' || value === 'true' || value === '';
  return ok({
    attachment: attachment !== undefined && on(attachment),
    width,
    height,
    watermark: wm !== undefined && on(wm),
  });
}

/** A file name safe in a Content-Disposition header and on any disk: no path, no control characters. */
export function safeFileName(name: string, extension: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/\p{Cc}/gu, '')
    .replace(/["*:<>?|]/g, '')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 200);
  const stem = cleaned.replace(/\.[^.]*$/, '') || 'file';
  return `${stem}.${extension}`;
}
