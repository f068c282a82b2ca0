import { describe, expect, it, vi } from 'vitest';
import type { AdminUser, SpecialCard } from '@haat/contracts';
import { makeQueryClient } from '../../../lib/react-query';
import { startSession } from '../../../lib/session';
import { makeUser } from '../../../testing/factories';
import { errorAnswer, fakeApi, type ApiHandlers } from '../../../testing/fake-api';
import { adminMutations, adminQueries } from './admin-api';

const ravi: AdminUser = {
  ...makeUser({ _id: 'ravi', firstName: 'Ravi', role: 'Customer' }),
  createdAt: '2026-11-01T10:00:00.000Z',
};
const card: SpecialCard = {
  _id: 'card',
  category1: 'Footwear',
  category2: null,
  startingPrice: 100,
  endingPrice: 500,
};

/** An Admin's client with the first page of users and the card already on screen. */
function setUp(handlers: ApiHandlers) {
  const server = fakeApi(handlers);
  const client = makeQueryClient({ navigate: vi.fn(), retry: false });
  startSession(client, makeUser({ role: 'Admin' }));
  const users = adminQueries.users({ page: 1, search: '' }).queryKey;
  client.setQueryData(users, { result: [ravi], page: 1, limit: 20, hasMore: false });
  client.setQueryData(adminQueries.card().queryKey, card);
  const roleShown = () => client.getQueryData(users)?.result[0]?.role;
  const usersStale = () => client.getQueryState(users)?.isInvalidated;
  return { server, client, roleShown, usersStale };
}

/** Holds the server's answer until the test lets it go. */
function heldAnswer() {
  let release: (answer: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => (release = resolve));
  return { handler: () => answer, release: (response: Response) => release(response) };
}

describe('the role switch', () => {
  it('flips at once, then has the users read again once the server agrees', async () => {
    const held = heldAnswer();
    const { server, client, roleShown, usersStale } = setUp({
      'PUT /api/update-role/ravi': held.handler,
    });
    const flip = client.getMutationCache().build(client, adminMutations.updateRole());

    const done = flip.execute({ id: 'ravi', role: 'Agent' });
    await vi.waitFor(() => expect(roleShown()).toBe('Agent'));
    expect(usersStale()).toBe(false);
    held.release(Response.json({ ...ravi, role: 'Agent' }));
    await done;

    expect(roleShown()).toBe('Agent');
    expect(usersStale()).toBe(true);
    expect(server.callsTo('PUT /api/update-role/ravi')[0]?.body).toEqual({ role: 'Agent' });
  });

  it('flips back when the server refuses', async () => {
    const { client, roleShown } = setUp({
      'PUT /api/update-role/ravi': () => errorAnswer(403, 'Admins only'),
    });
    const flip = client.getMutationCache().build(client, adminMutations.updateRole());

    await expect(flip.execute({ id: 'ravi', role: 'Agent' })).rejects.toMatchObject({
      status: 403,
    });

    expect(roleShown()).toBe('Customer');
  });
});

describe('the card adjuster', () => {
  const body = { category1: 'Sarees', category2: 'Footwear', startingPrice: 200, endingPrice: 900 };

  it('shows the new card at once, and the old one again when the server refuses', async () => {
    const held = heldAnswer();
    const { client } = setUp({
      'PUT /api/update-special-card/card': held.handler,
    });
    const update = client.getMutationCache().build(client, adminMutations.updateCard());

    const done = update.execute({ id: 'card', body }).catch((error: unknown) => error);
    await vi.waitFor(() =>
      expect(client.getQueryData(adminQueries.card().queryKey)).toEqual({ ...card, ...body }),
    );
    held.release(errorAnswer(400, 'Ending price must be greater than starting price.'));

    expect(await done).toMatchObject({ status: 400 });
    expect(client.getQueryData(adminQueries.card().queryKey)).toEqual(card);
  });
});
