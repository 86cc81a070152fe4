import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_TYPES,
  MAX_IMAGE_SIDE,
  parseDownloadOptions as parseDownloadOptionsRule,
  safeFileName,
} from '#domain/files/file-rules.ts';
import { wordedRule } from '../../../support/worded-rules.ts';

const parseDownloadOptions = wordedRule(parseDownloadOptionsRule);

const message = (query: Record<string, unknown>) => {
  const result = parseDownloadOptions(query);
  return result.ok ? null : result.error.message;
};

describe('accepted upload types', () => {
  it('never accepts SVG or HTML, and shows only images inline', () => {
    expect(ACCEPTED_TYPES['image/svg+xml']).toBeUndefined();
    expect(ACCEPTED_TYPES['text/html']).toBeUndefined();
    for (const [type, rule] of Object.entries(ACCEPTED_TYPES)) {
      expect(rule.inline, type).toBe(rule.image);
      expect(rule.image, type).toBe(type.startsWith('image/'));
    }
    expect(ACCEPTED_TYPES['application/pdf']).toEqual({ inline: false, image: false });
  });
});

describe('parseDownloadOptions', () => {
  it('defaults to inline, original size, no watermark', () => {
    expect(parseDownloadOptions({})).toEqual({
      ok: true,
      value: { attachment: false, width: null, height: null, watermark: false },
    });
  });

  it('reads 1, true and an empty value as on; 0 and false as off', () => {
    for (const on of ['1', 'true', '']) {
      const result = parseDownloadOptions({ attachment: on, wm: on });
      expect(result.ok && [result.value.attachment, result.value.watermark], on).toEqual([true, true]);
    }
    for (const off of ['0', 'false']) {
      const result = parseDownloadOptions({ attachment: off, wm: off });
      expect(result.ok && [result.value.attachment, result.value.watermark], off).toEqual([false, false]);
    }
  });

  it('refuses other flag values, naming the flag', () => {
    expect(message({ attachment: 'yes' })).toBe('attachment notAFlag');
    expect(message({ wm: 'TRUE' })).toBe('wm notAFlag');
  });

  it('reads resize as width, widthxheight or xheight', () => {
    const size = (resize: string) => {
      const result = parseDownloadOptions({ resize });
      return result.ok ? [result.value.width, result.value.height] : result.error.message;
    };
    expect(size('300')).toEqual([300, null]);
    expect(size('300x200')).toEqual([300, 200]);
    expect(size('x200')).toEqual([null, 200]);
    expect(size('')).toEqual([null, null]);
    expect(size(String(MAX_IMAGE_SIDE))).toEqual([4000, null]);
  });

  it('refuses a malformed resize', () => {
    for (const resize of ['x', '300x', 'abc', '300X200', '-5', '12345', '300x200x100', ' 300']) {
      expect(message({ resize }), resize).toBe('resize malformedResize');
    }
  });

  it('refuses sides of zero or above the maximum', () => {
    expect(message({ resize: '0' })).toBe('resize numberOutOfRange {"min":1,"max":4000}');
    expect(message({ resize: '4001' })).toBe('resize numberOutOfRange {"min":1,"max":4000}');
    expect(message({ resize: '100x0' })).toBe('resize numberOutOfRange {"min":1,"max":4000}');
  });

  it('accepts any pair of sides within 1 to the maximum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_IMAGE_SIDE }),
        fc.integer({ min: 1, max: MAX_IMAGE_SIDE }),
        (w, h) => {
          expect(parseDownloadOptions({ resize: `${w}x${h}` })).toEqual({
            ok: true,
            value: { attachment: false, width: w, height: h, watermark: false },
          });
        },
      ),
    );
  });

  it('refuses unknown parameters by name, including prototype names', () => {
    expect(message({ width: '300' })).toBe('width unknownField');
    expect(message(JSON.parse('{"__proto__":"1"}'))).toBe('__proto__ unknownField');
    expect(message({ constructor: '1' })).toBe('constructor unknownField');
  });

  it('refuses a parameter given twice', () => {
    expect(message({ resize: ['300', '400'] })).toBe('resize givenTwice');
    expect(message({ wm: ['1', '1'] })).toBe('wm givenTwice');
  });
});

describe('safeFileName', () => {
  it('keeps a plain name and replaces its extension with the detected one', () => {
    expect(safeFileName('Ticket Piraeus.pdf', 'pdf')).toBe('Ticket Piraeus.pdf');
    expect(safeFileName('photo.PNG', 'png')).toBe('photo.png');
    expect(safeFileName('archive.tar.gz', 'pdf')).toBe('archive.tar.pdf');
  });

  it('drops any directory part, Windows or Unix', () => {
    expect(safeFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(safeFileName('C:\\Users\\me\\scan.jpg', 'jpg')).toBe('scan.jpg');
  });

  it('removes control characters, NUL included, and header-unsafe punctuation', () => {
    expect(safeFileName('in\u0000voice\r\n.pdf', 'pdf')).toBe('invoice.pdf');
    expect(safeFileName('a"b*c:d<e>f?g|h.png', 'png')).toBe('abcdefgh.png');
  });

  it('removes leading dots so the file is never hidden', () => {
    expect(safeFileName('..hidden.jpg', 'jpg')).toBe('hidden.jpg');
    expect(safeFileName('.bashrc', 'pdf')).toBe('bashrc.pdf');
  });

  it('falls back to "file" when nothing of the name is left', () => {
    expect(safeFileName('', 'pdf')).toBe('file.pdf');
    expect(safeFileName('dir/', 'pdf')).toBe('file.pdf');
    expect(safeFileName('...', 'png')).toBe('file.png');
    expect(safeFileName('"?"', 'png')).toBe('file.png');
  });

  it('keeps the name to at most 200 characters before the extension', () => {
    expect(safeFileName(`${'a'.repeat(300)}.jpg`, 'jpg')).toBe(`${'a'.repeat(200)}.jpg`);
  });

  it('composes Unicode names to NFC', () => {
    expect(safeFileName('Ka\u0301los.pdf', 'pdf')).toBe('K\u00e1los.pdf');
  });

  it('never yields a path separator, control character, or leading dot for any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (name) => {
        const safe = safeFileName(name, 'pdf');
        expect(safe).not.toMatch(/[\\/"*:<>?|]/);
        expect(safe).not.toMatch(/\p{Cc}/u);
        expect(safe.startsWith('.')).toBe(false);
        expect(safe.endsWith('.pdf')).toBe(true);
        expect(safe.length).toBeLessThanOrEqual(204);
      }),
    );
  });
});
