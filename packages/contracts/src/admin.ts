import { z } from 'zod';
import { daySchema } from './days.ts';
import { safeId, safeText } from './text.ts';
import { contactSchema, newPasswordSchema } from './auth.ts';
import { PAGE_SIZE } from './constants.ts';
import { orderStatusSchema } from './order-status.ts';
import { pageOf } from './paging.ts';
import { personNameSchema, personSchema, userSchema } from './people.ts';
import { customerOrderSchema, orderSchema } from './shopping.ts';

/** The roles the Users screen may give: an Admin is never made or unmade through the API. */
export const ASSIGNABLE_ROLES = ['Agent', 'Customer'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** Rows of the admin's paged lists (users and orders). */
export const ADMIN_PAGE_SIZE = 20;

const LIMIT_RULE = `Limit must be a whole number from 1 to ${PAGE_SIZE.max}`;
const PAGE_RULE = 'Page must be a whole number from 1';

/** `page` and `limit` of every admin list, bounded (docs/product.md, "Calls"). */
export const adminPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: PAGE_RULE })
    .int(PAGE_RULE)
    .min(1, PAGE_RULE)
    .max(100_000, 'Page must be at most 100000')
    .default(1),
  limit: z.coerce
    .number({ error: LIMIT_RULE })
    .int(LIMIT_RULE)
    .min(1, LIMIT_RULE)
    .max(PAGE_SIZE.max, LIMIT_RULE)
    .default(ADMIN_PAGE_SIZE),
});

/** A user as the admin screens show them. */
export const adminUserSchema = userSchema.extend({ createdAt: z.string() });
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /get-all-users: newest first; Admins are never listed. */
export const userListQuerySchema = adminPageQuerySchema.extend({
  /** Part of the name, the email or the phone number, ignoring case. */
  search: safeText().trim().max(100, 'Search must be at most 100 characters').optional(),
  role: z.enum(ASSIGNABLE_ROLES, { error: "Role must be 'Agent' or 'Customer'" }).optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const userListSchema = pageOf(adminUserSchema);
export type UserList = z.infer<typeof userListSchema>;

/** PUT /update-role/{id}: Customer ↔ Agent only. */
export const updateRoleBodySchema = z.object({
  role: z.enum(ASSIGNABLE_ROLES, { error: "Role must be 'Agent' or 'Customer'" }),
});
export type UpdateRoleBody = z.input<typeof updateRoleBodySchema>;

export const userResponseSchema = z.object({ message: z.string(), user: adminUserSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/**
 * The Add Agent / Add User form (docs/product.md, "Validation"): every field required; contact a
 * phone or an email.
 */
export const addUserFormSchema = z.object({
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  contact: contactSchema,
  password: newPasswordSchema,
});
export type AddUserForm = z.input<typeof addUserFormSchema>;

/**
 * POST /add-user. From an Admin it adds an Agent; from an Agent, that agent's Customer.
 * `agentId`, if sent, must be the calling agent; any `role` sent is ignored.
 */
export const addUserBodySchema = z.object({
  formData: addUserFormSchema,
  agentId: safeText().trim().max(100).nullable().optional(),
  /**
   * An agent adds a customer even though one of theirs has the same name (the 409 that asks
   * 'Add anyway?' names them; docs/decisions/143-possible-duplicate-customer.md).
   */
  addAnyway: z.boolean({ error: 'addAnyway must be true or false' }).optional(),
});
export type AddUserBody = z.input<typeof addUserBodySchema>;

/** Who placed an order, or the agent who earns on it, as the admin screens show them. */
export const orderPersonSchema = personSchema;
export type OrderPerson = z.infer<typeof orderPersonSchema>;

export const adminOrderSchema = orderSchema.extend({ customer: orderPersonSchema });
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** GET /get-all-orders: newest first; `shipped` keeps only shipped (or unshipped) orders. */
/**
 * The admin orders table's filters (docs/product.md, "Admin: orders"), shared by the list and
 * the orders export: state, India days from/to (both included), agent, delivery pincode and a
 * free text (order number, customer name or phone).
 */
export const orderFilterSchema = z.object({
  shipped: z
    .enum(['true', 'false'], { error: "Shipped must be 'true' or 'false'" })
    .transform((value) => value === 'true')
    .optional(),
  /** Only orders in this state (issue 15). */
  status: orderStatusSchema.optional(),
  from: daySchema('From').optional(),
  to: daySchema('To').optional(),
  agentId: safeId().optional(),
  pincode: z
    .string()
    .regex(/^\d{6}$/, 'Pincode must be exactly 6 digits')
    .optional(),
  q: safeText()
    .trim()
    .max(100, 'Search must be at most 100 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type OrderFilter = z.output<typeof orderFilterSchema>;

export const adminOrderListQuerySchema = adminPageQuerySchema.extend({
  ...orderFilterSchema.shape,
  /** Newest first unless `oldest` (the 'To confirm' view: who waited longest first). */
  sort: z.enum(['newest', 'oldest'], { error: "Sort must be 'newest' or 'oldest'" }).optional(),
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

export const adminOrderListSchema = pageOf(adminOrderSchema);
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

/** PUT /update-order: the server flips shipped ↔ unshipped (docs/product.md, "Admin: orders"). */
export const updateOrderBodySchema = z.object({
  _id: safeText({ error: 'Order id is required' }).trim().min(1, 'Order id is required').max(100),
});
export type UpdateOrderBody = z.input<typeof updateOrderBodySchema>;

export const orderResponseSchema = z.object({ message: z.string(), order: adminOrderSchema });

/** GET /orders/{id}: the whole order with its customer and, if any, the agent. */
export const orderDetailSchema = adminOrderSchema.extend({ agent: orderPersonSchema.nullable() });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** GET /orders/{id} asked by the customer who placed it: no commission, no agent. */
export const customerOrderDetailSchema = customerOrderSchema.extend({
  customer: orderPersonSchema,
});
export type CustomerOrderDetail = z.infer<typeof customerOrderDetailSchema>;

/** The answer of GET /orders/{id}: the whole order to staff, the customer's view to its buyer. */
export const orderDetailAnswerSchema = z.union([orderDetailSchema, customerOrderDetailSchema]);

/** The field of an add-user 409 that asks 'Add anyway?' (a customer of the agent has the name). */
export const POSSIBLE_DUPLICATE_FIELD = 'addAnyway';

/** Why an agent is asked 'Add anyway?': who among their customers has the same name. */
export function possibleDuplicateMessage(name: string, contact: string): string {
  return `You already have a customer named ${name} (${contact}). Add anyway?`;
}
