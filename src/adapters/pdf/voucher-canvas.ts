import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** Kyma's colours: a deep sea blue for the brand, a lighter wave blue for accents, foam for panels. */
export const COLOURS = {
  sea: '#0B4F6C',
  wave: '#1C9CC0',
  foam: '#EAF4F8',
  ink: '#1D2733',
  muted: '#5F6B7A',
  rule: '#D3DDE4',
  white: '#FFFFFF',
} as const;

export const PAGE = { width: 595.28, height: 841.89, margin: 42 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Content stops here; the footer lives below. */
const CONTENT_BOTTOM = PAGE.height - 58;

export type FontWeight = 'regular' | 'bold';

/**
 * DejaVu Sans covers Greek and Albanian (ë, ç) in the same face as Latin, so every language prints with
 * one type family. Read once per process: the files are large and never change.
 */
let fontFiles: Promise<Record<FontWeight, Buffer>> | undefined;
export function dejaVuFonts(): Promise<Record<FontWeight, Buffer>> {
  const load = async () => {
    const [regular, bold] = await Promise.all(
      ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) =>
        readFile(fileURLToPath(import.meta.resolve(`dejavu-fonts-ttf/ttf/${file}`))),
      ),
    );
    return { regular: regular!, bold: bold! };
  };
  fontFiles ??= load();
  return fontFiles;
}

export interface TextStyle {
  size?: number;
  weight?: FontWeight;
  colour?: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** Cut with an ellipsis past this many points of height rather than run into the next block. */
  maxHeight?: number;
  link?: string;
  singleLine?: boolean;
}

/**
 * A cursor over a pdfkit document that owns the page breaks: pdfkit's own automatic breaks are off (no
 * margins), so a block is never split in the middle and a table repeats its header on the new page.
 */
export class VoucherCanvas {
  readonly doc: PDFKit.PDFDocument;
  y: number = PAGE.margin;
  readonly #onNewPage: (canvas: VoucherCanvas) => void;

  constructor(doc: PDFKit.PDFDocument, onNewPage: (canvas: VoucherCanvas) => void) {
    this.doc = doc;
    this.#onNewPage = onNewPage;
  }

  /**
   * Starts a new page unless `height` more points fit; `continued` redraws what a split block repeats.
   * Says whether it did.
   */
  ensureSpace(height: number, continued?: () => void): boolean {
    if (this.y + height <= CONTENT_BOTTOM) return false;
    this.doc.addPage();
    this.y = PAGE.margin;
    this.#onNewPage(this);
    continued?.();
    return true;
  }

  text(value: string, x: number, y: number, style: TextStyle = {}): number {
    this.#apply(style);
    const options: PDFKit.Mixins.TextOptions = {
      width: style.width ?? CONTENT_WIDTH,
      align: style.align ?? 'left',
      lineGap: 1,
    };
    if (style.maxHeight !== undefined) Object.assign(options, { height: style.maxHeight, ellipsis: true });
    if (style.link !== undefined) Object.assign(options, { link: style.link, underline: true });
    if (style.singleLine) options.lineBreak = false;
    this.doc.text(value, x, y, options);
    return this.heightOf(value, style);
  }

  /**
   * Writes `value` on one line, shrunk from its style's size as far as it takes to fit its width: a booking
   * reference or ticket number broken over two lines is misread at the quay, and its second line would run
   * into the next one. Says the size it was written at.
   */
  fittedText(value: string, x: number, y: number, style: TextStyle & { width: number }): number {
    const size = this.fittedSize(value, style);
    this.text(value, x, y, { ...style, size, singleLine: true });
    return size;
  }

  /**
   * Writes `value` wrapped between its words but never inside one ("Erwachsen" / "er"): shrunk from its
   * style's size until its longest word fits the width. Says the height it took.
   */
  wholeWordsText(value: string, x: number, y: number, style: TextStyle & { width: number }): number {
    const size = Math.min(...value.split(/\s+/).map((word) => this.fittedSize(word, style)));
    return this.text(value, x, y, { ...style, size });
  }

  /** The size, at most the style's, at which `value` fits on one line of the style's width. */
  fittedSize(value: string, style: TextStyle & { width: number }): number {
    const size = style.size ?? 9;
    this.#apply({ ...style, size });
    const natural = this.doc.widthOfString(value);
    // Glyph widths scale with the size; the hundredth of a point taken off keeps rounding from wrapping it.
    return natural <= style.width ? size : Math.floor((size * style.width * 100) / natural) / 100 - 0.01;
  }

  heightOf(value: string, style: TextStyle = {}): number {
    this.#apply(style);
    const height = this.doc.heightOfString(value, { width: style.width ?? CONTENT_WIDTH, lineGap: 1 });
    return style.maxHeight === undefined ? height : Math.min(height, style.maxHeight);
  }

  rule(y: number, colour: string = COLOURS.rule, x: number = PAGE.margin, width = CONTENT_WIDTH): void {
    this.doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.6)
      .strokeColor(colour)
      .stroke();
  }

  panel(x: number, y: number, width: number, height: number, colour: string = COLOURS.foam): void {
    this.doc.save().roundedRect(x, y, width, height, 4).fillColor(colour).fill().restore();
  }

  #apply(style: TextStyle): void {
    this.doc
      .font(style.weight ?? 'regular')
      .fontSize(style.size ?? 9)
      .fillColor(style.colour ?? COLOURS.ink);
  }
}

/** Kyma's wordmark: three wave strokes and the name, drawn rather than embedded so it stays sharp. */
export function drawWordmark(
  canvas: VoucherCanvas,
  x: number,
  y: number,
  size: number,
  colour: string,
): void {
  const { doc } = canvas;
  const wave = size * 0.9;
  doc
    .save()
    .lineWidth(size * 0.09)
    .lineCap('round')
    .strokeColor(colour);
  for (const [index, offset] of [0, 0.28, 0.56].entries()) {
    const top = y + size * (0.18 + offset);
    doc
      .moveTo(x, top)
      .bezierCurveTo(
        x + wave * 0.25,
        top - size * 0.16,
        x + wave * 0.5,
        top + size * 0.16,
        x + wave * 0.75,
        top,
      )
      .bezierCurveTo(x + wave * 0.85, top - size * 0.06, x + wave * 0.95, top - size * 0.06, x + wave, top)
      .strokeOpacity(1 - index * 0.25)
      .stroke();
  }
  doc.restore();
  canvas.text('Kyma', x + wave + size * 0.25, y - size * 0.12, {
    size,
    weight: 'bold',
    colour,
    width: size * 4,
    singleLine: true,
  });
}
