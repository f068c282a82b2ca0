import { DOCUMENT_MESSAGES, gstStateCode, gstStateName } from '@haat/contracts';
import type { GstRate, LabelLayout, SessionUser } from '@haat/contracts';
import type { Db } from '../db/connect.ts';
import type { AddressSnapshot } from '../db/schema.ts';
import { Conflict, Forbidden, NotFound } from '../errors.ts';
import type { InvoiceSeller } from '../orders/invoice-number.ts';
import { getShopSettings } from '../settings/settings.service.ts';
import type { DocumentLine, DocumentOrder } from './document-order.ts';
import { pincodeState, selectDocumentLines, selectDocumentOrders } from './documents.queries.ts';
import { drawInvoice } from './invoice.ts';
import { drawLabels } from './labels.ts';
import type { ReturnParty } from './labels.ts';
import { drawManifest } from './manifest.ts';
import { drawPackingSlip } from './packing-slip.ts';
import { documentBytes, newDocument } from './pdf-text.ts';

/*
 * The shipping desk's PDFs, made on the server for one order or a selection
 * (docs/product.md, "Documents"; docs/decisions/168-documents-with-pdfkit.md).
 */

export interface DocumentsDeps {
  db: Db;
  now: () => Date;
}

/**
 * The buyer's GST state: the address's state when it is one of GST_STATES, else the state the
 * pincode table gives the pincode, else none (the invoice then charges IGST and says so)
 * (docs/decisions/169-invoice-layout.md).
 */
async function buyerState(db: Db, address: AddressSnapshot) {
  const code =
    gstStateCode(address.state) ??
    gstStateCode((await pincodeState(db.kysely, address.pincode)) ?? '');
  const name = code ? gstStateName(code) : undefined;
  return code && name ? { code, name } : null;
}

/** The orders in the order of `ids`; any unknown id is a 404 naming it, and nothing is made. */
export async function loadDocumentOrders(db: Db, ids: readonly string[]): Promise<DocumentOrder[]> {
  const rows = [];
  const lines = [];
  // Chunks keep each statement's parameters within SQLite's and PostgreSQL's limits.
  for (let at = 0; at < ids.length; at += 250) {
    const chunk = ids.slice(at, at + 250);
    rows.push(...(await selectDocumentOrders(db.kysely, chunk)));
    lines.push(...(await selectDocumentLines(db.kysely, chunk)));
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0) throw new NotFound(DOCUMENT_MESSAGES.unknown(unknown));
  const linesOf = new Map<string, DocumentLine[]>();
  for (const line of lines) {
    const list = linesOf.get(line.order_id) ?? [];
    list.push({
      name: line.name,
      size: line.size,
      quantity: line.quantity,
      unitPricePaise: Number(line.unit_price_paise),
      hsn: line.hsn,
      gstRate: line.gst_rate as GstRate | null,
    });
    linesOf.set(line.order_id, list);
  }
  const states = new Map<string, Awaited<ReturnType<typeof buyerState>>>();
  const orders: DocumentOrder[] = [];
  for (const id of ids) {
    const row = byId.get(id)!;
    const address = JSON.parse(row.shipping_address) as AddressSnapshot;
    const key = `${address.state}|${address.pincode}`;
    if (!states.has(key)) states.set(key, await buyerState(db, address));
    orders.push({
      id: row.id,
      userId: row.user_id,
      orderNumber: row.order_number,
      createdAt: row.created_at,
      status: row.status,
      totalPaise: Number(row.total_paise),
      address,
      courier: row.courier,
      trackingNumber: row.tracking_number,
      invoice:
        row.invoice_number && row.invoice_date && row.invoice_seller
          ? {
              number: row.invoice_number,
              date: row.invoice_date,
              seller: JSON.parse(row.invoice_seller) as InvoiceSeller,
            }
          : null,
      buyerState: states.get(key) ?? null,
      lines: linesOf.get(id) ?? [],
    });
  }
  return orders;
}

/**
 * The shop as labels, slips and the manifest name it: today's settings. Labels and the manifest
 * (`need` names them) print the return address and phone a courier acts on, so before the
 * settings are saved they are a 409 rather than a parcel with no way back; a packing slip prints
 * without the phone line (docs/decisions/219-documents-before-settings.md).
 */
async function shopParty(
  db: Db,
  need?: 'labels' | 'a manifest',
): Promise<{ from: ReturnParty; labelLayout: LabelLayout }> {
  const settings = await getShopSettings(db);
  if (need && settings.updatedAt === null)
    throw new Conflict(DOCUMENT_MESSAGES.settingsFirst(need));
  const address = [settings.address, `${settings.state} ${settings.pincode}`.trim()]
    .filter(Boolean)
    .join(', ');
  return {
    from: {
      name: settings.legalName || 'Haat',
      address: settings.returnAddress || address,
      phone: settings.supportPhone,
    },
    labelLayout: settings.labelLayout,
  };
}

function invoicesDocument(orders: readonly DocumentOrder[]): Promise<Buffer> {
  const missing = orders.filter((order) => !order.invoice).map((order) => order.orderNumber);
  if (missing.length > 0) throw new Conflict(DOCUMENT_MESSAGES.noInvoice(missing));
  const doc = newDocument();
  for (const order of orders) drawInvoice(doc, order);
  return documentBytes(doc);
}

/** GET /documents/invoices. */
export async function invoicesPdf(deps: DocumentsDeps, ids: readonly string[]): Promise<Buffer> {
  return invoicesDocument(await loadDocumentOrders(deps.db, ids));
}

/**
 * GET /orders/{id}/invoice: the Admin's, or the customer's who placed the order; an Agent is
 * 403 for an order that exists, anyone else 404 (as reading the order); no invoice yet is 409.
 */
export async function orderInvoicePdf(
  deps: DocumentsDeps,
  actor: SessionUser,
  orderId: string,
): Promise<{ pdf: Buffer; invoiceNumber: string }> {
  const [order] = await loadDocumentOrders(deps.db, [orderId]).catch((error: unknown) => {
    if (error instanceof NotFound) throw new NotFound(/*i18n*/ 'This order does not exist.');
    throw error;
  });
  // An order that is there first: an unknown id is 404 to everyone, as reading an order.
  if (order && actor.role === 'Agent') throw new Forbidden(DOCUMENT_MESSAGES.invoiceForOwner);
  if (!order || (actor.role !== 'Admin' && order.userId !== actor._id)) {
    throw new NotFound(/*i18n*/ 'This order does not exist.');
  }
  if (!order.invoice) throw new Conflict(DOCUMENT_MESSAGES.invoiceNotYet);
  return { pdf: await invoicesDocument([order]), invoiceNumber: order.invoice.number };
}

/** GET /documents/packing-slips. */
export async function packingSlipsPdf(
  deps: DocumentsDeps,
  ids: readonly string[],
): Promise<Buffer> {
  const orders = await loadDocumentOrders(deps.db, ids);
  const { from } = await shopParty(deps.db);
  const doc = newDocument();
  for (const order of orders) drawPackingSlip(doc, order, from);
  return documentBytes(doc);
}

function requireShipped(orders: readonly DocumentOrder[]): void {
  const waiting = orders
    .filter((order) => !order.trackingNumber || order.status !== 'shipped')
    .map((order) => order.orderNumber);
  if (waiting.length > 0) throw new Conflict(DOCUMENT_MESSAGES.notShipped(waiting));
}

/** GET /documents/labels: shipped orders with their tracking numbers. */
export async function labelsPdf(deps: DocumentsDeps, ids: readonly string[]): Promise<Buffer> {
  const orders = await loadDocumentOrders(deps.db, ids);
  requireShipped(orders);
  const { from, labelLayout } = await shopParty(deps.db, 'labels');
  const doc = newDocument();
  await drawLabels(doc, orders, labelLayout, from);
  return documentBytes(doc);
}

/** GET /documents/manifest: shipped orders only. */
export async function manifestPdf(deps: DocumentsDeps, ids: readonly string[]): Promise<Buffer> {
  const orders = await loadDocumentOrders(deps.db, ids);
  requireShipped(orders);
  const { from } = await shopParty(deps.db, 'a manifest');
  const doc = newDocument();
  drawManifest(doc, orders, from, deps.now());
  return documentBytes(doc);
}
