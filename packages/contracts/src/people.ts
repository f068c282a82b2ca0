import { z } from 'zod';
import { ROLES } from './constants.ts';
import { safeText } from './text.ts';
import { defineSentence, localized } from './translate.ts';

/** A first or last name as every form takes it: required, trimmed, at most 50 characters. */
export const personNameSchema = (label: string) => {
  const required = defineSentence(
    `${label} is required`,
    localized(/*i18n*/ '{label} is required', { label }),
  );
  const tooLong = defineSentence(
    `${label} must be at most 50 characters`,
    localized(/*i18n*/ '{label} must be at most 50 characters', { label }),
  );
  return safeText({ error: required }).trim().min(1, required).max(50, tooLong);
};

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
