import {
  REMITTANCE_COLUMNS,
  REMITTANCE_LIMITS,
  hasAtMostTwoDecimals,
  isCalendarDay,
  paiseToRupees,
  rupeesToPaise,
} from '@haat/contracts';
import type { CsvRowError, RemittanceReport, SessionUser } from '@haat/contracts';
import { headerColumns, readCsv } from '../cod/cod.service.ts';
import { HttpError } from '../errors.ts';
import { changeOrderStatus } from '../orders/order-status.service.ts';
import type { OrderStatusDeps } from '../orders/order-status.service.ts';
import {
  insertRemittances,
  selectDeliveredNotRemitted,
  selectOrdersByTracking,
} from './remittances.queries.ts';

/*
 * The couriers' COD remittance files (docs/product.md, "COD remittances";
 * docs/decisions/216-remittance-import.md).
 */

const NOT_REMITTED_SHOWN = 500;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface GoodRow {
  line: number;
  trackingNumber: string;
  amountPaise: number;
  day: string;
  utr: string;
}

/** The file's good rows; each bad one is an error on its line. */
function readRows(csv: Buffer, fail: (error: CsvRowError) => void): GoodRow[] {
  const records = readCsv(csv, fail);
  if (!records) return [];
  const [header, ...rows] = records;
  const at = headerColumns(header, REMITTANCE_COLUMNS, fail);
  if (!at) return [];
  if (rows.length > REMITTANCE_LIMITS.maxRows) {
    fail({ line: 1, message: `The file can have at most ${REMITTANCE_LIMITS.maxRows} rows.` });
    return [];
  }
  const good: GoodRow[] = [];
  for (const row of rows) {
    const cell = (column: (typeof REMITTANCE_COLUMNS)[number]) =>
      (row.cells[at[column]] ?? '').trim();
    const problems: string[] = [];
    const trackingNumber = cell('trackingNumber');
    if (!trackingNumber || trackingNumber.length > 60) {
      problems.push('trackingNumber must be 1 to 60 characters');
    }
    const amountText = cell('amount').replace(/,/g, '');
    const amount = Number(amountText);
    if (
      amountText === '' ||
      !Number.isFinite(amount) ||
      amount < 0 ||
      amount > 10_000_000 ||
      !hasAtMostTwoDecimals(amount)
    ) {
      problems.push(
        `amount "${cell('amount')}" is not an amount of rupees with at most 2 decimals`,
      );
    }
    const day = cell('date');
    if (!DAY.test(day) || !isCalendarDay(day)) {
      problems.push(`date "${day}" is not a day like 2026-11-23`);
    }
    const utr = cell('utr');
    if (!utr || utr.length > 40) problems.push('utr must be 1 to 40 characters');
    if (problems.length > 0) fail({ line: row.line, message: `${problems.join('; ')}.` });
    else
      good.push({ line: row.line, trackingNumber, amountPaise: rupeesToPaise(amount), day, utr });
  }
  return good;
}

/**
 * POST /remittances: stores the file's good rows in one transaction (a row already stored, by
 * utr and tracking number, is left alone), then marks each matched order that is still shipped
 * delivered with the remitted amount as the cash collected, through the one-order move, and
 * answers the reconciliation report.
 */
export async function importRemittances(
  deps: OrderStatusDeps,
  admin: SessionUser,
  csv: Buffer,
): Promise<RemittanceReport> {
  const errors: CsvRowError[] = [];
  const rows = readRows(csv, (error) => errors.push(error));
  const report: RemittanceReport = {
    matched: 0,
    delivered: 0,
    mismatched: [],
    unknown: [],
    notRemitted: [],
    errors,
  };

  const orders = await selectOrdersByTracking(deps.db.kysely, [
    ...new Set(rows.map((row) => row.trackingNumber)),
  ]);
  const byTracking = new Map<string, (typeof orders)[number]>();
  for (const order of orders) {
    const known = byTracking.get(order.tracking_number!);
    // A parcel's cash belongs to the order now on its way or delivered.
    const counts = order.status === 'shipped' || order.status === 'delivered';
    if (!known || (counts && !['shipped', 'delivered'].includes(known.status))) {
      byTracking.set(order.tracking_number!, order);
    }
  }

  const now = deps.now().toISOString();
  const toDeliver = new Map<string, { line: number; amountPaise: number }>();
  const stored = rows.map((row) => {
    const order = byTracking.get(row.trackingNumber);
    const matches = order && (order.status === 'shipped' || order.status === 'delivered');
    if (!order || !matches) {
      report.unknown.push({
        line: row.line,
        trackingNumber: row.trackingNumber,
        message: order
          ? `Order ${order.order_number} is ${order.status}, not shipped or delivered.`
          : 'No order has this tracking number.',
      });
    } else {
      report.matched += 1;
      if (Number(order.total_paise) !== row.amountPaise) {
        report.mismatched.push({
          line: row.line,
          trackingNumber: row.trackingNumber,
          orderNumber: order.order_number,
          expected: paiseToRupees(Number(order.total_paise)),
          remitted: paiseToRupees(row.amountPaise),
        });
      }
      if (order.status === 'shipped' && !toDeliver.has(order.id)) {
        toDeliver.set(order.id, { line: row.line, amountPaise: row.amountPaise });
      }
    }
    return {
      utr: row.utr,
      tracking_number: row.trackingNumber,
      order_id: order && matches ? order.id : null,
      amount_paise: row.amountPaise,
      remitted_on: row.day,
      imported_at: now,
    };
  });
  await deps.db.kysely.transaction().execute(async (trx) => insertRemittances(trx, stored));

  for (const [orderId, { line, amountPaise }] of toDeliver) {
    try {
      await changeOrderStatus(deps, admin, orderId, {
        status: 'delivered',
        cashCollected: paiseToRupees(amountPaise),
        note: 'COD remittance import',
      });
      report.delivered += 1;
    } catch (error) {
      // Moved meanwhile (returned at the door, delivered by hand): said on its line.
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      errors.push({ line, message: error.message });
    }
  }

  report.notRemitted = (await selectDeliveredNotRemitted(deps.db.kysely, NOT_REMITTED_SHOWN)).map(
    (order) => ({
      _id: order.id,
      orderNumber: order.order_number,
      trackingNumber: order.tracking_number,
      total: paiseToRupees(Number(order.total_paise)),
    }),
  );
  errors.sort((a, b) => a.line - b.line);
  return report;
}
