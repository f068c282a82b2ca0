import type { DocumentOrder } from './document-order.ts';
import { addressLines } from './document-order.ts';
import { indianDate, write } from './pdf-text.ts';
import type { Doc } from './pdf-text.ts';
import type { ReturnParty } from './labels.ts';

/*
 * The packing slip (docs/product.md, "Documents"): what goes into the parcel, without prices,
 * one A4 page per order, with a tick box per line for the packer.
 */

const PAGE = { width: 595.28, height: 841.89, margin: 42 };
const INNER = PAGE.width - 2 * PAGE.margin;

/**
 * The slip's last line: the support phone when the shop has saved one, else the thanks alone
 * (before the settings are saved there is no phone, and "Call ." helps nobody; decision 219).
 */
export function packingSlipFooter(from: ReturnParty): string {
  const thanks = `Thank you for shopping with ${from.name}.`;
  return from.phone ? `Questions? Call ${from.phone}. ${thanks}` : thanks;
}

export function drawPackingSlip(doc: Doc, order: DocumentOrder, from: ReturnParty): void {
  doc.addPage({ size: 'A4', margin: PAGE.margin });
  const left = PAGE.margin;
  write(doc, 'PACKING SLIP', { x: left, y: PAGE.margin, width: INNER, size: 16, bold: true });
  write(doc, from.name, {
    x: left,
    y: PAGE.margin + 2,
    width: INNER,
    size: 10,
    bold: true,
    align: 'right',
  });
  let y = PAGE.margin + 30;
  for (const [label, value] of [
    ['Order number', order.orderNumber],
    ['Order date', indianDate(order.createdAt)],
    ['Courier', order.courier ?? '—'],
    ['Tracking number', order.trackingNumber ?? '—'],
  ] as const) {
    write(doc, label, { x: left, y, width: 110 });
    y = write(doc, value, { x: left + 112, y, width: 220, bold: true });
  }
  y += 10;
  write(doc, 'Ship to', { x: left, y, size: 8, bold: true });
  y += 12;
  const [name, ...rest] = addressLines(order.address);
  y = write(doc, name ?? '', { x: left, y, width: INNER, size: 11, bold: true });
  for (const line of rest) y = write(doc, line, { x: left, y, width: INNER, size: 10 });
  y = write(doc, `Phone: ${order.address.mobileNo}`, { x: left, y, width: INNER, size: 10 });
  y += 14;

  const cols = [
    { title: 'Packed', width: 44 },
    { title: 'Item', width: INNER - 44 - 70 - 60 },
    { title: 'Size', width: 70 },
    { title: 'Quantity', width: 60 },
  ];
  doc.rect(left, y, INNER, 18).fillColor('#EEEEEE').fill().fillColor('#000000');
  let x = left;
  for (const col of cols) {
    write(doc, col.title, { x: x + 3, y: y + 4, width: col.width - 6, size: 8.5, bold: true });
    x += col.width;
  }
  y += 22;
  let units = 0;
  for (const line of order.lines) {
    if (y > PAGE.height - PAGE.margin - 60) {
      doc.addPage({ size: 'A4', margin: PAGE.margin });
      y = PAGE.margin;
    }
    units += line.quantity;
    doc
      .rect(left + 14, y + 1, 11, 11)
      .lineWidth(0.8)
      .strokeColor('#000000')
      .stroke();
    const bottom = write(doc, line.name, {
      x: left + cols[0]!.width + 3,
      y,
      width: cols[1]!.width - 6,
      size: 10,
    });
    write(doc, line.size || '—', {
      x: left + cols[0]!.width + cols[1]!.width + 3,
      y,
      width: 64,
      size: 10,
    });
    write(doc, String(line.quantity), {
      x: left + INNER - 60 + 3,
      y,
      width: 54,
      size: 10,
      bold: true,
    });
    y = Math.max(bottom, y + 14) + 6;
    doc
      .moveTo(left, y - 3)
      .lineTo(left + INNER, y - 3)
      .lineWidth(0.3)
      .strokeColor('#BBBBBB')
      .stroke();
  }
  y += 6;
  write(
    doc,
    `${order.lines.length} line${order.lines.length === 1 ? '' : 's'}, ${units} piece${units === 1 ? '' : 's'}`,
    {
      x: left,
      y,
      width: INNER,
      size: 10,
      bold: true,
    },
  );
  write(doc, packingSlipFooter(from), {
    x: left,
    y: PAGE.height - PAGE.margin - 14,
    width: INNER,
    size: 8.5,
  });
}
