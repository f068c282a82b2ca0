import { write } from './pdf-text.ts';
import type { Doc } from './pdf-text.ts';

/** An A4 page in points, with the margin every A4 document keeps. */
export const A4 = { width: 595.28, height: 841.89, margin: 36 };
/** The width between the margins of an A4 page. */
export const A4_INNER = A4.width - 2 * A4.margin;

/** A column of a document's table. */
export interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

/** The table's grey head row at `y`, across the page; answers where the rows begin. */
export function drawTableHeader(doc: Doc, cols: readonly Column[], y: number): number {
  const left = A4.margin;
  doc.rect(left, y, A4_INNER, 18).fillColor('#EEEEEE').fill().fillColor('#000000');
  let x = left;
  for (const col of cols) {
    write(doc, col.title, {
      x: x + 2,
      y: y + 4,
      width: col.width - 4,
      size: 8,
      bold: true,
      align: col.align,
    });
    x += col.width;
  }
  return y + 18;
}

/** One row of cells at `y`; `oneLine` keeps each cell to its first line. */
export function drawTableRow(
  doc: Doc,
  cols: readonly Column[],
  cells: readonly string[],
  y: number,
  { oneLine = false }: { oneLine?: boolean } = {},
): void {
  let x = A4.margin;
  cols.forEach((col, at) => {
    write(doc, cells[at] ?? '', {
      x: x + 2,
      y,
      width: col.width - 4,
      size: 8.5,
      align: col.align,
      ...(oneLine ? { oneLine } : {}),
    });
    x += col.width;
  });
}
