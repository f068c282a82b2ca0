import { formatIndianAmount } from '@haat/contracts';
import type { DocumentOrder } from './document-order.ts';
import { indianDate, write } from './pdf-text.ts';
import type { Doc } from './pdf-text.ts';
import type { ReturnParty } from './labels.ts';

/*
 * The courier manifest (docs/product.md, "Documents"): the selected shipped orders on A4 with
 * the cash each parcel must bring back, a total, and lines for both sides to sign at hand-over.
 */

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const INNER = PAGE.width - 2 * PAGE.margin;

const COLS = [
  { title: '#', width: 22, align: 'left' as const },
  { title: 'Order', width: 78, align: 'left' as const },
  { title: 'Tracking number', width: 104, align: 'left' as const },
  { title: 'Consignee', width: 120, align: 'left' as const },
  { title: 'Phone', width: 64, align: 'left' as const },
  { title: 'Pincode', width: 48, align: 'left' as const },
  { title: 'COD (₹)', width: INNER - 22 - 78 - 104 - 120 - 64 - 48, align: 'right' as const },
];

export function drawManifest(
  doc: Doc,
  orders: readonly DocumentOrder[],
  from: ReturnParty,
  at: Date,
): void {
  const left = PAGE.margin;
  const couriers = [...new Set(orders.map((order) => order.courier ?? '—'))].join(', ');
  const header = (first: boolean) => {
    doc.addPage({ size: 'A4', margin: PAGE.margin });
    let y = PAGE.margin;
    if (first) {
      write(doc, 'COURIER MANIFEST', { x: left, y, width: INNER, size: 15, bold: true });
      write(doc, indianDate(at.toISOString()), {
        x: left,
        y: y + 3,
        width: INNER,
        size: 10,
        align: 'right',
      });
      y += 24;
      y = write(doc, `Shipper: ${from.name}, ${from.address}. Phone ${from.phone}`, {
        x: left,
        y,
        width: INNER,
      });
      y = write(doc, `Courier: ${couriers}   Parcels: ${orders.length}`, {
        x: left,
        y,
        width: INNER,
        bold: true,
      });
      y += 8;
    }
    doc.rect(left, y, INNER, 18).fillColor('#EEEEEE').fill().fillColor('#000000');
    let x = left;
    for (const col of COLS) {
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
    return y + 22;
  };
  let y = header(true);
  let total = 0;
  orders.forEach((order, index) => {
    if (y > PAGE.height - PAGE.margin - 110) y = header(false);
    total += order.totalPaise;
    const cells = [
      String(index + 1),
      order.orderNumber,
      order.trackingNumber ?? '',
      `${order.address.firstName} ${order.address.lastName}`.trim(),
      order.address.mobileNo,
      order.address.pincode,
      formatIndianAmount(order.totalPaise),
    ];
    let x = left;
    COLS.forEach((col, at) => {
      write(doc, cells[at] ?? '', {
        x: x + 2,
        y,
        width: col.width - 4,
        size: 8.5,
        align: col.align,
        oneLine: true,
      });
      x += col.width;
    });
    y += 16;
    doc
      .moveTo(left, y - 3)
      .lineTo(left + INNER, y - 3)
      .lineWidth(0.3)
      .strokeColor('#BBBBBB')
      .stroke();
  });
  y += 6;
  write(doc, 'Total cash to collect (₹)', { x: left, y, width: INNER - 100, bold: true, size: 10 });
  write(doc, formatIndianAmount(total), {
    x: left + INNER - 100,
    y,
    width: 98,
    bold: true,
    size: 10,
    align: 'right',
  });
  y += 50;
  for (const [at, label] of [
    [0, 'Handed over by (shipper)'],
    [INNER / 2 + 10, 'Received by (courier): name, signature, date'],
  ] as const) {
    doc
      .moveTo(left + at, y)
      .lineTo(left + at + INNER / 2 - 10, y)
      .lineWidth(0.5)
      .strokeColor('#444444')
      .stroke();
    write(doc, label, { x: left + at, y: y + 3, width: INNER / 2 - 10, size: 8 });
  }
}
