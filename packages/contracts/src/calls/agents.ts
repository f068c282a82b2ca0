import {
  agentDetailsSchema,
  agentOrderBodySchema,
  agentOrderResponseSchema,
  agentLookupSchema,
  agentUsersListSchema,
  agentUsersQuerySchema,
  getAgentQuerySchema,
  userOrdersQuerySchema,
  userOrdersSchema,
} from '../agents.ts';
import { PAGE_SIZE } from '../constants.ts';
import {
  addAddressBodySchema,
  addAddressResponseSchema,
  userAddressesSchema,
} from '../shopping.ts';
import { idParamsSchema, safeId, safeText } from '../text.ts';
import { z } from 'zod';
import { defineCalls, errorResponses } from './define.ts';

const tags = ['agents'];
const customerParamsSchema = z.object({
  customerId: safeId({ error: /*i18n*/ 'Choose the customer' }),
});
const paged = `Paged: \`page\` from 1, \`limit\` at most ${PAGE_SIZE.max} (default 20).`;

/** The agents' reads; an agent only ever sees their own customers. */
export const agentsCalls = defineCalls({
  'agents.orders.place': {
    tags,
    summary: 'Place a cash-on-delivery order for one of your customers',
    description:
      "The order is the customer's (`userId`) and yours (`agentId`, commission), with " +
      '`placedBy` your id; stock, prices and limits as for their own order. Only your own ' +
      'customer (403 otherwise) and one of their saved addresses. Send an `Idempotency-Key` ' +
      'header: the same key returns the first order (200) instead of placing another.',
    headers: z.object({ 'idempotency-key': safeText().max(200).optional() }),
    body: agentOrderBodySchema,
    response: {
      200: agentOrderResponseSchema,
      201: agentOrderResponseSchema,
      ...errorResponses(400, 401, 403, 404, 409),
    },
  },
  'agents.customerAddresses.list': {
    tags,
    summary: "Your customer's name and saved addresses (primary first), to order for them",
    description: "Only your own customer: anyone else's or an unknown id is 403 alike.",
    params: customerParamsSchema,
    response: { 200: userAddressesSchema, ...errorResponses(400, 401, 403, 404) },
  },
  'agents.customerAddresses.add': {
    tags,
    summary: 'Add a delivery address for your customer; their first becomes the primary one',
    description:
      "The same checks and limits as the customer's own Add address. Only your own " +
      "customer: anyone else's or an unknown id is 403 alike.",
    params: customerParamsSchema,
    body: addAddressBodySchema,
    response: { 201: addAddressResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
  },
  'agents.user.lookUp': {
    tags,
    summary: 'A user with their role, for the agent route guard (that user or an Admin)',
    params: idParamsSchema,
    response: { 200: agentLookupSchema, ...errorResponses(401, 403, 404) },
  },
  'agents.customers.list': {
    tags,
    summary: "An agent's customers with order count, total and earned commission",
    description:
      'Newest customers first. An agent sees only their own (`agentId` their id or left ' +
      'out; another id is 403); an Admin names any agent. `orders` and the sums count the ' +
      `orders placed as this agent's customer. ${paged}`,
    query: agentUsersQuerySchema,
    response: { 200: agentUsersListSchema, ...errorResponses(400, 401, 403, 404) },
  },
  'agents.details.get': {
    tags,
    summary: "An agent's details with total commission and customer count",
    description: 'That agent or an Admin.',
    query: getAgentQuerySchema,
    response: { 200: agentDetailsSchema, ...errorResponses(400, 401, 403, 404) },
  },
  'agents.customerOrders.list': {
    tags,
    summary: "A customer's orders with commission and shipped state",
    description:
      'Newest first. An Admin sees any user; an agent only a customer of theirs (else ' +
      '403), and only the orders placed as theirs. `totalCommission` and `orderCount` ' +
      `cover every page. ${paged}`,
    query: userOrdersQuerySchema,
    response: { 200: userOrdersSchema, ...errorResponses(400, 401, 403, 404) },
  },
});
