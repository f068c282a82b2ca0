import PDFDocument from 'pdfkit';

/*
 * The fonts every document embeds (subset) and text written with them (docs/product.md,
 * "Documents"): Noto Sans for Latin, digits and ₹, Noto Sans Devanagari for Hindi names and
 * addresses, chosen per run of text; pdfkit's font engine shapes Devanagari (matras,
 * conjuncts). The fonts come from Debian's fonts-noto-core (docs/decisions/168-documents-with-pdfkit.md).
 */

const FONT_DIR = process.env.HAAT_FONT_DIR ?? '/usr/share/fonts/truetype/noto';

export const FONTS = {
  latin: `${FONT_DIR}/NotoSans-Regular.ttf`,
  latinBold: `${FONT_DIR}/NotoSans-Bold.ttf`,
  deva: `${FONT_DIR}/NotoSansDevanagari-Regular.ttf`,
  devaBold: `${FONT_DIR}/NotoSansDevanagari-Bold.ttf`,
} as const;

export type Doc = PDFKit.PDFDocument;

/** A new document with the fonts registered; A4 unless a size in points is given. */
export function newDocument(options: { size?: [number, number]; margin?: number } = {}): Doc {
  const doc = new PDFDocument({
    size: options.size ?? 'A4',
    margin: options.margin ?? 36,
    autoFirstPage: false,
    bufferPages: false,
    info: { Producer: 'Haat', Creator: 'Haat' },
  });
  doc.registerFont('latin', FONTS.latin);
  doc.registerFont('latinBold', FONTS.latinBold);
  doc.registerFont('deva', FONTS.deva);
  doc.registerFont('devaBold', FONTS.devaBold);
  return doc;
}

/** The whole document as bytes, once ended. */
export function documentBytes(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Devanagari, its extensions, and the joiners (ZWNJ, ZWJ) that shape it. */
function isDevanagari(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x0900 && code <= 0x097f) ||
    (code >= 0xa8e0 && code <= 0xa8ff) ||
    (code >= 0x1cd0 && code <= 0x1cff) ||
    code === 0x200c ||
    code === 0x200d
  );
}
/** Characters both fonts carry: they stay in the run they are in. */
const SHARED = /[\s.,:;()'"\-/]/;

interface Run {
  deva: boolean;
  text: string;
}

/** The text cut into runs of one script; spaces and punctuation stay with the run before. */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const deva = isDevanagari(char);
    if (last && (last.deva === deva || SHARED.test(char))) last.text += char;
    else runs.push({ deva, text: char });
  }
  return runs;
}

export interface WriteOptions {
  x: number;
  y: number;
  width?: number;
  size?: number;
  bold?: boolean;
  align?: 'left' | 'center' | 'right';
  /** Cut to one line with an ellipsis instead of wrapping. */
  oneLine?: boolean;
  lineGap?: number;
}

/**
 * Writes text at (x, y), each run in its script's font; answers the y below it. Text without
 * Devanagari is one call (the common case, and the fastest).
 */
export function write(doc: Doc, text: string, options: WriteOptions): number {
  const size = options.size ?? 9;
  const runs = scriptRuns(text);
  const base = {
    width: options.width,
    align: options.align ?? 'left',
    lineGap: options.lineGap ?? 1,
    ...(options.oneLine ? { height: size * 1.4, ellipsis: true, lineBreak: false } : {}),
  };
  doc.fontSize(size);
  if (runs.length <= 1) {
    doc.font(fontOf(runs[0]?.deva ?? false, options.bold)).text(text, options.x, options.y, base);
    return doc.y;
  }
  // pdfkit aligns each `continued` piece on its own, so right- or centre-aligned text of two
  // scripts overlapped ('हाट रिटेल LLP' drew LLP over रिटेल): when it fits on one line, each
  // run is placed where the whole line's alignment puts it.
  if (base.align !== 'left' && options.width !== undefined) {
    const widths = runs.map((run) =>
      doc.font(fontOf(run.deva, options.bold)).widthOfString(run.text),
    );
    const total = widths.reduce((sum, width) => sum + width, 0);
    if (total <= options.width) {
      let x = options.x + (options.width - total) / (base.align === 'right' ? 1 : 2);
      let below = options.y;
      runs.forEach((run, at) => {
        doc.font(fontOf(run.deva, options.bold));
        doc.text(run.text, x, options.y, { lineBreak: false, lineGap: base.lineGap });
        below = Math.max(below, doc.y);
        x += widths[at]!;
      });
      doc.x = options.x;
      return below;
    }
  }
  runs.forEach((run, at) => {
    doc.font(fontOf(run.deva, options.bold));
    const continued = at < runs.length - 1;
    if (at === 0) doc.text(run.text, options.x, options.y, { ...base, continued });
    else doc.text(run.text, { ...base, continued });
  });
  return doc.y;
}

function fontOf(deva: boolean, bold = false): string {
  if (deva) return bold ? 'devaBold' : 'deva';
  return bold ? 'latinBold' : 'latin';
}

/** The height the text takes at a width (Latin metrics; Devanagari lines are a little taller). */
export function heightOf(doc: Doc, text: string, width: number, size = 9, bold = false): number {
  const deva = [...text].some(isDevanagari);
  doc.font(fontOf(deva, bold)).fontSize(size);
  return doc.heightOfString(text, { width, lineGap: 1 });
}

/** A date as India reads it, dd-mm-yyyy, in India's time. */
export function indianDate(iso: string): string {
  const india = new Date(Date.parse(iso) + 330 * 60_000);
  const dd = String(india.getUTCDate()).padStart(2, '0');
  const mm = String(india.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}-${mm}-${india.getUTCFullYear()}`;
}
