import {
  formatIndianAmount,
  gstStateCode,
  invoiceTotals,
  splitGstInclusive,
} from '@haat/contracts';
import type { GstRate } from '@haat/contracts';
import { amountInWords } from './amount-in-words.ts';
import type { DocumentOrder } from './document-order.ts';
import { addressLines } from './document-order.ts';
import { heightOf, indianDate, write } from './pdf-text.ts';
import type { Doc } from './pdf-text.ts';
import { A4, A4_INNER, drawTableHeader, drawTableRow, type Column } from './pdf-table.ts';

/*
 * The GST tax invoice, one A4 page or more per order, with every field Rule 46 of the CGST
 * Rules asks for (docs/product.md, "Documents"; docs/decisions/169-invoice-layout.md): the
 * seller's and buyer's particulars, place of supply, each line's HSN, quantity, taxable value
 * and tax (CGST + SGST within the shop's state, IGST across), totals in figures and words.
 * Everything printed comes from what the invoice copied when it was issued.
 */

const PAGE = A4;
const INNER = A4_INNER;
/** Where a page's table must stop, leaving room for the totals and the signatory. */
const TABLE_BOTTOM = PAGE.height - PAGE.margin - 40;

function columns(intraState: boolean): Column[] {
  const tax: Column[] = intraState
    ? [
        { title: 'CGST', width: 62, align: 'right' },
        { title: 'SGST', width: 62, align: 'right' },
      ]
    : [{ title: 'IGST', width: 124, align: 'right' }];
  return [
    { title: '#', width: 18, align: 'left' },
    { title: 'Description', width: 150, align: 'left' },
    { title: 'HSN', width: 48, align: 'left' },
    { title: 'Qty', width: 42, align: 'right' },
    { title: 'Taxable value', width: 70, align: 'right' },
    ...tax,
    { title: 'Amount', width: INNER - 18 - 150 - 48 - 42 - 70 - 124, align: 'right' },
  ];
}

const amount = formatIndianAmount;

function percent(rate: number): string {
  return `${Number.isInteger(rate) ? rate : rate.toFixed(1)}%`;
}

/** Adds the order's invoice to the document. The order must have an invoice. */
export function drawInvoice(doc: Doc, order: DocumentOrder): void {
  const invoice = order.invoice;
  if (!invoice) throw new Error(`Order ${order.orderNumber} has no invoice`);
  const { seller } = invoice;
  const sellerCode = gstStateCode(seller.state) ?? seller.gstin.slice(0, 2);
  const intraState = order.buyerState?.code === sellerCode;
  doc.addPage({ size: 'A4', margin: PAGE.margin });
  const left = PAGE.margin;

  write(doc, 'TAX INVOICE', {
    x: left,
    y: PAGE.margin,
    width: INNER,
    size: 15,
    bold: true,
    align: 'center',
  });
  write(doc, 'Original for recipient', {
    x: left,
    y: PAGE.margin + 4,
    width: INNER,
    size: 7.5,
    align: 'right',
  });

  // Seller, left; the invoice's own particulars, right.
  let y = PAGE.margin + 30;
  const half = INNER / 2 - 8;
  let sellerY = write(doc, seller.legalName, { x: left, y, width: half, size: 11, bold: true });
  sellerY = write(doc, seller.address, { x: left, y: sellerY + 1, width: half });
  sellerY = write(doc, `${seller.state} ${seller.pincode}`, { x: left, y: sellerY, width: half });
  sellerY = write(doc, `State code: ${sellerCode}`, { x: left, y: sellerY, width: half });
  sellerY = write(doc, `GSTIN: ${seller.gstin}`, { x: left, y: sellerY, width: half, bold: true });
  sellerY = write(doc, `Phone: ${seller.supportPhone}`, { x: left, y: sellerY, width: half });

  const right = left + INNER / 2 + 8;
  const placeOfSupply = order.buyerState
    ? `${order.buyerState.name} (${order.buyerState.code})`
    : `${order.address.state} (outside India's GST state list)`;
  let infoY = y;
  for (const [label, value] of [
    ['Invoice number', invoice.number],
    ['Invoice date', indianDate(invoice.date)],
    ['Order number', order.orderNumber],
    ['Order date', indianDate(order.createdAt)],
    ['Place of supply', placeOfSupply],
    ['Reverse charge', 'No'],
  ] as const) {
    write(doc, label, { x: right, y: infoY, width: 90, size: 9 });
    infoY = write(doc, value, { x: right + 92, y: infoY, width: half - 92, size: 9, bold: true });
  }
  y = Math.max(sellerY, infoY) + 10;
  doc
    .moveTo(left, y)
    .lineTo(left + INNER, y)
    .lineWidth(0.6)
    .strokeColor('#444444')
    .stroke();
  y += 8;

  // Buyer: billed and shipped to the same address (cash on delivery to the consignee).
  write(doc, 'Bill to / Ship to', { x: left, y, size: 8, bold: true });
  y += 12;
  const [name, ...rest] = addressLines(order.address);
  y = write(doc, name ?? '', { x: left, y, width: INNER, size: 10, bold: true });
  for (const line of rest) y = write(doc, line, { x: left, y, width: INNER });
  const buyerCode = order.buyerState?.code ?? '—';
  y = write(
    doc,
    `State: ${order.buyerState?.name ?? order.address.state}   State code: ${buyerCode}   Phone: ${order.address.mobileNo}`,
    {
      x: left,
      y,
      width: INNER,
    },
  );
  y += 10;

  // The lines.
  const cols = columns(intraState);
  y = drawTableHeader(doc, cols, y);
  const lines = order.lines.map((line) => {
    const rate = (line.gstRate ?? 0) as GstRate;
    const pricePaise = line.unitPricePaise * line.quantity;
    return { line, rate, pricePaise, split: splitGstInclusive(pricePaise, rate, intraState) };
  });
  lines.forEach(({ line, rate, pricePaise, split }, index) => {
    const description = line.size ? `${line.name} (size ${line.size})` : line.name;
    const descHeight = heightOf(doc, description, cols[1]!.width - 4);
    const rowHeight = Math.max(descHeight, 22) + 6;
    if (y + rowHeight > TABLE_BOTTOM) {
      doc.addPage({ size: 'A4', margin: PAGE.margin });
      write(doc, `${invoice.number} (continued)`, { x: left, y: PAGE.margin, size: 9, bold: true });
      y = drawTableHeader(doc, cols, PAGE.margin + 18);
    }
    const cells = [
      String(index + 1),
      description,
      line.hsn ?? '',
      `${line.quantity} pcs`,
      amount(split.taxablePaise),
      ...(intraState
        ? [
            `${amount(split.cgstPaise)}\n@ ${percent(rate / 2)}`,
            `${amount(split.sgstPaise)}\n@ ${percent(rate / 2)}`,
          ]
        : [`${amount(split.igstPaise)}\n@ ${percent(rate)}`]),
      amount(pricePaise),
    ];
    drawTableRow(doc, cols, cells, y + 3);
    y += rowHeight;
    doc
      .moveTo(left, y)
      .lineTo(left + INNER, y)
      .lineWidth(0.3)
      .strokeColor('#BBBBBB')
      .stroke();
  });

  // Totals, right; what the page still needs: about 190 points.
  if (y + 190 > PAGE.height - PAGE.margin) {
    doc.addPage({ size: 'A4', margin: PAGE.margin });
    y = PAGE.margin;
  }
  const totals = invoiceTotals(
    lines.map(({ rate, pricePaise }) => ({ pricePaise, rate })),
    intraState,
  );
  y += 8;
  const labelX = left + INNER - 250;
  const rows: [string, string][] = [
    ['Total taxable value', amount(totals.taxablePaise)],
    ...(intraState
      ? ([
          ['Total CGST', amount(totals.cgstPaise)],
          ['Total SGST', amount(totals.sgstPaise)],
        ] as [string, string][])
      : ([['Total IGST', amount(totals.igstPaise)]] as [string, string][])),
    ['Round off', (totals.roundOffPaise < 0 ? '-' : '') + amount(Math.abs(totals.roundOffPaise))],
  ];
  for (const [label, value] of rows) {
    write(doc, label, { x: labelX, y, width: 150 });
    write(doc, value, { x: labelX + 150, y, width: 100, align: 'right' });
    y += 13;
  }
  doc
    .moveTo(labelX, y)
    .lineTo(left + INNER, y)
    .lineWidth(0.6)
    .strokeColor('#444444')
    .stroke();
  y += 4;
  write(doc, 'Invoice total (₹)', { x: labelX, y, width: 150, size: 10.5, bold: true });
  write(doc, amount(totals.totalPaise), {
    x: labelX + 150,
    y,
    width: 100,
    size: 10.5,
    bold: true,
    align: 'right',
  });
  y += 20;
  y = write(doc, `Amount in words: ${amountInWords(totals.totalPaise)}`, {
    x: left,
    y,
    width: INNER,
    bold: true,
  });
  y += 6;
  y = write(doc, 'Payment: Cash on delivery', { x: left, y, width: INNER });
  y = write(doc, 'Tax payable on reverse charge: No', { x: left, y, width: INNER });
  y = write(doc, 'Prices include GST; the tax shown is the part of each price that is tax.', {
    x: left,
    y,
    width: INNER,
    size: 8,
  });

  // The signatory.
  const signY = Math.max(y + 18, PAGE.height - PAGE.margin - 70);
  write(doc, `For ${seller.legalName}`, {
    x: left + INNER - 240,
    y: signY,
    width: 240,
    align: 'right',
    bold: true,
  });
  doc
    .moveTo(left + INNER - 160, signY + 42)
    .lineTo(left + INNER, signY + 42)
    .lineWidth(0.5)
    .strokeColor('#444444')
    .stroke();
  write(doc, 'Authorised signatory', {
    x: left + INNER - 240,
    y: signY + 45,
    width: 240,
    align: 'right',
  });
  write(doc, 'This is a computer-generated invoice.', {
    x: left,
    y: signY + 45,
    width: 240,
    size: 7.5,
  });
}
