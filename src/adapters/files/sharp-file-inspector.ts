import escapeHtml from 'escape-html';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { DetectedType, FileInspector, ImageVariant } from '#application/ports/file-inspector.ts';

// A decompression bomb (a tiny file that decodes to gigapixels) is refused before it is decoded.
const LIMIT_INPUT_PIXELS = 50_000_000;

/** file-type judges the bytes; sharp reads sizes, resizes and watermarks in the original format. */
export class SharpFileInspector implements FileInspector {
  async detect(data: Uint8Array): Promise<DetectedType | undefined> {
    const type = await fileTypeFromBuffer(data);
    return type ? { mimeType: type.mime, extension: type.ext } : undefined;
  }

  async dimensions(data: Uint8Array) {
    try {
      const meta = await sharp(data, { limitInputPixels: LIMIT_INPUT_PIXELS }).metadata();
      return meta.width && meta.height ? { width: meta.width, height: meta.height } : undefined;
    } catch {
      return undefined;
    }
  }

  async transform(data: Uint8Array, variant: ImageVariant): Promise<Uint8Array> {
    let image = sharp(data, { limitInputPixels: LIMIT_INPUT_PIXELS, animated: false }).rotate();
    if (variant.width !== null || variant.height !== null) {
      image = image.resize({
        width: variant.width ?? undefined,
        height: variant.height ?? undefined,
        fit: 'inside',
        withoutEnlargement: true,
      });
    }
    if (variant.watermark) {
      const resized = await image.toBuffer({ resolveWithObject: true });
      const { width, height } = resized.info;
      const size = Math.max(12, Math.round(Math.min(width, height) / 8));
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
        <text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif"
          font-size="${size}" fill="white" fill-opacity="0.45" stroke="black" stroke-opacity="0.25"
          stroke-width="1">${escapeHtml(variant.watermark)}</text></svg>`;
      image = sharp(resized.data).composite([{ input: Buffer.from(svg), gravity: 'center' }]);
    }
    return image.toBuffer();
  }
}
