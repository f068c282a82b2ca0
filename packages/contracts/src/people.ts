import { z } from 'zod';
import { ROLES } from './constants.ts';
import { safeText } from './text.ts';

/** A first or last name as every form takes it: required, trimmed, at most 50 characters. */
export const personNameSchema = (label: string) =>
  safeText({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(50, `${label} must be at most 50 characters`);

/** Someone a screen names, with how to reach them: a customer, an agent, an order's buyer. */
export const personSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});

/** A person with their role and, for a customer, the agent who brought them in. */
export const userSchema = personSchema.extend({
  role: z.enum(ROLES),
  agentId: z.string().nullable(),
});
