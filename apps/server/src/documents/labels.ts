import bwipjs from 'bwip-js/node';
import { formatIndianAmount } from '@haat/contracts';
import type { LabelLayout } from '@haat/contracts';
import type { DocumentOrder } from './document-order.ts';
import { addressLines } from './document-order.ts';
import { write } from './pdf-text.ts';
import type { Doc } from './pdf-text.ts';

/*
 * Shipping labels (docs/product.md, "Documents"): 4×6 inch for thermal printers, one a page, or
 * four to an A4 sheet (the shop's `labelLayout`). Each: the COD amount to collect, the order
 * number, the consignee's address and phone, the return address, and a Code 128 barcode of the
 * tracking number with the number printed under it.
 */

/** 4 × 6 inch in points. */
const LABEL = { width: 288, height: 432 };
const A4 = { width: 595.28, height: 841.89 };

export interface ReturnParty {
  name: string;
  address: string;
  phone: string;
}

/** The tracking number's Code 128 barcode as a PNG, rendered at print resolution. */
export function barcodePng(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height: 14,
    includetext: false,
    paddingwidth: 0,
    paddingheight: 0,
  });
}

/** Adds one label a page (4×6) or four an A4 page, in the orders' order. */
export async function drawLabels(
  doc: Doc,
  orders: readonly DocumentOrder[],
  layout: LabelLayout,
  from: ReturnParty,
): Promise<void> {
  const barcodes = await Promise.all(
    orders.map((order) => (order.trackingNumber ? barcodePng(order.trackingNumber) : null)),
  );
  orders.forEach((order, index) => {
    if (layout === '4x6') {
      doc.addPage({ size: [LABEL.width, LABEL.height], margin: 0 });
      drawLabel(doc, order, barcodes[index] ?? null, from, 0, 0, 1);
      return;
    }
    const slot = index % 4;
    if (slot === 0) doc.addPage({ size: 'A4', margin: 0 });
    const cellWidth = A4.width / 2;
    const cellHeight = A4.height / 2;
    const scale = Math.min(cellWidth / LABEL.width, cellHeight / LABEL.height) * 0.96;
    const x = (slot % 2) * cellWidth + (cellWidth - LABEL.width * scale) / 2;
    const y = Math.floor(slot / 2) * cellHeight + (cellHeight - LABEL.height * scale) / 2;
    drawLabel(doc, order, barcodes[index] ?? null, from, x, y, scale);
  });
}

function drawLabel(
  doc: Doc,
  order: DocumentOrder,
  barcode: Buffer | null,
  from: ReturnParty,
  originX: number,
  originY: number,
  scale: number,
): void {
  doc.save();
  doc.translate(originX, originY).scale(scale);
  const pad = 12;
  const width = LABEL.width - 2 * pad;
  doc
    .rect(4, 4, LABEL.width - 8, LABEL.height - 8)
    .lineWidth(1)
    .strokeColor('#000000')
    .stroke();

  // Cash to collect, the first thing the courier reads.
  doc
    .rect(4, 4, LABEL.width - 8, 50)
    .fillColor('#000000')
    .fill();
  doc.fillColor('#FFFFFF');
  write(doc, 'CASH ON DELIVERY — COLLECT', { x: pad, y: 10, width, size: 9, bold: true });
  write(doc, `₹ ${formatIndianAmount(order.totalPaise)}`, {
    x: pad,
    y: 22,
    width,
    size: 20,
    bold: true,
  });
  doc.fillColor('#000000');

  let y = 62;
  write(doc, `Order ${order.orderNumber}`, { x: pad, y, width, size: 11, bold: true });
  write(doc, order.courier ?? '', { x: pad, y: y + 1, width, size: 9, align: 'right' });
  y += 20;
  write(doc, 'Deliver to', { x: pad, y, size: 7.5, bold: true });
  y += 10;
  const [name, ...rest] = addressLines(order.address);
  y = write(doc, name ?? '', { x: pad, y, width, size: 12, bold: true });
  for (const line of rest) y = write(doc, line, { x: pad, y, width, size: 10.5 });
  write(doc, `Phone: ${order.address.mobileNo}`, {
    x: pad,
    y: y + 2,
    width,
    size: 10.5,
    bold: true,
  });

  // The barcode, in the lower part whatever the address's length.
  const barcodeY = 268;
  if (barcode && order.trackingNumber) {
    doc.image(barcode, pad + 6, barcodeY, { fit: [width - 12, 58], align: 'center' });
    write(doc, order.trackingNumber, {
      x: pad,
      y: barcodeY + 61,
      width,
      size: 11,
      bold: true,
      align: 'center',
    });
  } else {
    write(doc, 'No tracking number yet', {
      x: pad,
      y: barcodeY + 20,
      width,
      size: 10,
      align: 'center',
    });
  }

  const returnY = 352;
  doc
    .moveTo(4, returnY - 6)
    .lineTo(LABEL.width - 4, returnY - 6)
    .lineWidth(0.6)
    .stroke();
  write(doc, 'If undelivered, return to', { x: pad, y: returnY, size: 7.5, bold: true });
  let ry = write(doc, from.name, { x: pad, y: returnY + 10, width, size: 8.5, bold: true });
  ry = write(doc, from.address, { x: pad, y: ry, width, size: 8, oneLine: false });
  write(doc, `Phone: ${from.phone}`, { x: pad, y: ry, width, size: 8 });
  doc.restore();
}
