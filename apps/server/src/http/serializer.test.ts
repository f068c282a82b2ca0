import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from './errors.ts';
import { serializerCompiler } from './serializer.ts';

const personSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  size: z.union([z.enum(['S', 'M']), z.literal('')]),
  status: z.enum(['placed', 'shipped']).nullable(),
  count: z.number().int(),
  address: z.object({ city: z.string() }).nullable(),
  tags: z.array(z.string()),
  note: z.string().optional(),
});

/** An app with one route answering `answer` through `schema`. */
async function answering(schema: z.ZodType, answer: unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.get('/thing', { schema: { response: { 200: schema } } }, async () => answer);
  await app.ready();
  const response = await app.inject({ method: 'GET', url: '/thing' });
  await app.close();
  return response;
}

const asha = {
  _id: 'u1',
  name: 'Asha',
  email: null,
  size: '',
  status: null,
  count: 3,
  address: { city: 'Pune' },
  tags: ['a', 'b'],
};

describe('the response serializer', () => {
  it('writes exactly what the contract names, as the zod schema would', async () => {
    const response = await answering(personSchema, {
      ...asha,
      password_hash: 'secret',
      address: { city: 'Pune', house: 'kept out' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JSON.stringify(personSchema.parse(asha)));
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('kept out');
  });

  it('writes unions of plain values and nullable objects in each of their forms', async () => {
    const shipped = { ...asha, email: 'a@b.in', size: 'M', status: 'shipped', address: null };
    const response = await answering(personSchema, { ...shipped, note: 'ring twice' });

    expect(response.json()).toEqual({ ...shipped, note: 'ring twice' });
  });

  it('refuses an answer that leaves out a required field (500), never a half answer', async () => {
    const { name: _left, ...withoutName } = asha;
    const response = await answering(personSchema, withoutName);

    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('Pune');
  });

  it('keeps the zod serializer for a schema JSON Schema cannot express', async () => {
    const stamped = z.object({ at: z.date() });

    const response = await answering(stamped, { at: new Date(0), secret: 'kept out' });

    expect(response.json()).toEqual({ at: '1970-01-01T00:00:00.000Z' });
  });
});
