import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderStatus } from '@haat/contracts';

/**
 * Each order state's name in the reader's language, for the agent's status pill and the order
 * timeline; the English is contracts' `ORDER_STATUS_LABELS` (agents-hindi.test.tsx checks).
 * lingui.config.ts extracts this file into every catalogue either component goes into.
 */
export const ORDER_STATUS_TEXT: Readonly<Record<OrderStatus, MessageDescriptor>> = {
  placed: msg`Placed`,
  confirmed: msg`Confirmed`,
  shipped: msg`Shipped`,
  delivered: msg`Delivered`,
  returned: msg`Returned`,
  cancelled: msg`Cancelled`,
};
