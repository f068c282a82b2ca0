import { formatIndianAmount } from '@haat/contracts';
import type { DocumentOrder } from './document-order.ts';
import { indianDate, write } from './pdf-text.ts';
import type { Doc } from './pdf-text.ts';
import type { ReturnParty } from './labels.ts';
import { A4, A4_INNER, drawTableHeader, drawTableRow, type Column } from './pdf-table.ts';

/*
 * The courier manifest (docs/product.md, "Documents"): the selected shipped orders on A4 with
 * the cash each parcel must bring back, a total, and lines for both sides to sign at hand-over.
 */

const PAGE = A4;
const INNER = A4_INNER;

const COLS: Column[] = [
  { title: '#', width: 22, align: 'left' },
  { title: 'Order', width: 78, align: 'left' },
  { title: 'Tracking number', width: 104, align: 'left' },
  { title: 'Consignee', width: 120, align: 'left' },
  { title: 'Phone', width: 64, align: 'left' },
  { title: 'Pincode', width: 48, align: 'left' },
  { title: 'COD (₹)', width: INNER - 22 - 78 - 104 - 120 - 64 - 48, align: 'right' },
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
    return drawTableHeader(doc, COLS, y) + 4;
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
    drawTableRow(doc, COLS, cells, y, { oneLine: true });
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
