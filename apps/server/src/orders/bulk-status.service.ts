import type { z } from 'zod';
import { ORDER_STATUS_MESSAGES } from '@haat/contracts';
import type { BulkStatusResult, SessionUser, bulkStatusBodySchema } from '@haat/contracts';
import { BadInput, HttpError } from '../errors.ts';
import { selectOrderStates } from './admin-orders.queries.ts';
import { changeOrderStatus } from './order-status.service.ts';
import type { OrderStatusDeps } from './order-status.service.ts';

type BulkBody = z.output<typeof bulkStatusBodySchema>;

/**
 * POST /orders/bulk-status (docs/product.md, "Admin: orders"; docs/decisions/214-bulk-moves.md):
 * each order goes through the one-order move, `changeOrderStatus`, so the same rules, stock,
 * ledger, timeline and mails apply, each in its own transaction. An order that cannot move is
 * refused with its state and the reason, and the others still move; nothing is half-moved.
 */
export async function bulkMove(
  deps: OrderStatusDeps,
  admin: SessionUser,
  body: BulkBody,
): Promise<BulkStatusResult> {
  if (body.status === 'shipped' && !body.courier) {
    throw new BadInput(ORDER_STATUS_MESSAGES.courierRequired, {
      courier: ORDER_STATUS_MESSAGES.courierRequired,
    });
  }
  const ids = [...new Set(body.ids)];
  const result: BulkStatusResult = { moved: [], refused: [] };
  // One after the other: two moves of one shop never wait on each other's rows.
  for (const id of ids) {
    try {
      const order = await changeOrderStatus(deps, admin, id, {
        status: body.status,
        courier: body.status === 'shipped' ? body.courier : undefined,
        trackingNumber:
          body.status === 'shipped' ? body.trackingNumbers?.[id]?.trim() || undefined : undefined,
        note: body.note,
      });
      result.moved.push({ _id: id, orderNumber: order.orderNumber, status: order.status });
    } catch (error) {
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      result.refused.push({ _id: id, orderNumber: null, status: null, message: error.message });
    }
  }
  // The refused rows' numbers and states as they are now.
  const states = new Map(
    (
      await selectOrderStates(
        deps.db.kysely,
        result.refused.map((row) => row._id),
      )
    ).map((row) => [row.id, row]),
  );
  for (const row of result.refused) {
    const state = states.get(row._id);
    row.orderNumber = state?.order_number ?? null;
    row.status = state?.status ?? null;
  }
  return result;
}
