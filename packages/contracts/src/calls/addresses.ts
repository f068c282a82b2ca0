import { z } from 'zod';
import { messageSchema } from '../auth.ts';
import {
  addAddressBodySchema,
  addAddressResponseSchema,
  userAddressesSchema,
} from '../shopping.ts';
import { safeId, safeText } from '../text.ts';
import { defineCalls, errorResponses } from './define.ts';

const tags = ['addresses'];
const errors = errorResponses(400, 401, 403, 404, 409);

export const addressesCalls = defineCalls({
  'addresses.list': {
    tags,
    summary: 'Your name, email and addresses (primary first)',
    query: z.object({ UserId: safeText().max(100).optional() }),
    response: { 200: userAddressesSchema, ...errors },
  },
  'addresses.add': {
    tags,
    summary: 'Add a delivery address; the first becomes the primary one',
    body: addAddressBodySchema,
    response: { 201: addAddressResponseSchema, ...errors },
  },
  'addresses.delete': {
    tags,
    summary: 'Delete one of your addresses (never the primary one)',
    params: z.object({ addressId: safeId() }),
    query: z.object({ _id: safeText().max(100).optional() }),
    response: { 200: messageSchema, ...errors },
  },
  'addresses.update': {
    tags,
    summary: 'Edit one of your addresses (the primary one too)',
    params: z.object({ addressId: safeId() }),
    body: addAddressBodySchema,
    response: { 200: addAddressResponseSchema, ...errors },
  },
  'addresses.makePrimary': {
    tags,
    summary: 'Make one of your addresses the primary one',
    description: 'The address before it stops being primary; checkout lists the primary first.',
    params: z.object({ addressId: safeId() }),
    response: { 200: addAddressResponseSchema, ...errors },
  },
});
