import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@haat/contracts';
import { makeUser } from '../testing/factories';
import { fakeApi, type ApiHandlers } from '../testing/fake-api';
import { makeCartItem } from '../testing/shopping-factories';
import { cartQueries, refreshCartCount } from './cart';
import { makeQueryClient } from './react-query';
import { endSession, startSession } from './session';

const asha = makeUser();
const CART = `GET /api/cart/${asha._id}`;

function setUp(handlers: ApiHandlers, user: SessionUser | null = asha, count = 5) {
  const server = fakeApi(handlers);
  const client = makeQueryClient({ navigate: vi.fn(), retry: false });
  if (user) {
    startSession(client, user);
    client.setQueryData(cartQueries.count(user._id).queryKey, count);
  }
  const countNow = () => client.getQueryData(cartQueries.count(asha._id).queryKey);
  return { server, client, countNow };
}

describe('the cart count', () => {
  it("refreshes to the number of distinct lines in the user's cart", async () => {
    const { server, client, countNow } = setUp({
      [CART]: () => [makeCartItem({ _id: 'a' }), makeCartItem({ _id: 'b', quantity: 4 })],
    });

    await refreshCartCount(client);

    expect(countNow()).toBe(2);
    expect(server.calls).toHaveLength(1);
  });

  it('asks again when a count read from before the change is still on its way', async () => {
    const answers: ((lines: unknown) => void)[] = [];
    const { server, client, countNow } = setUp({
      [CART]: () => new Promise((resolve) => answers.push(resolve)),
    });
    // The header's read, sent before the product was added.
    const before = client
      .fetchQuery({ ...cartQueries.count(asha._id), staleTime: 0 })
      .catch(() => undefined);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));

    const refreshed = refreshCartCount(client);
    await vi.waitFor(() => expect(server.calls).toHaveLength(2));
    answers[0]!([]);
    answers[1]!([makeCartItem({ _id: 'a' })]);
    await refreshed;

    await before;
    // The read from before the change was dropped; the one after it counts.
    expect(countNow()).toBe(1);
  });

  it("reads 'No items found in cart' as 0", async () => {
    const { client, countNow } = setUp({ [CART]: () => ({ message: 'No items found in cart' }) });
    await refreshCartCount(client);
    expect(countNow()).toBe(0);
  });

  it('asks nothing for a visitor', async () => {
    const { server, client } = setUp({}, null);
    await refreshCartCount(client);
    expect(server.calls).toEqual([]);
  });

  it('is set by every answer of the cart lines', async () => {
    const { client, countNow } = setUp({ [CART]: () => [makeCartItem({ _id: 'a' })] });
    await client.fetchQuery(cartQueries.lines(asha._id));
    expect(countNow()).toBe(1);
  });

  it('is not set by lines that arrive after sign-out', async () => {
    let answer: (lines: unknown) => void = () => undefined;
    const { server, client } = setUp({
      [CART]: () => new Promise((resolve) => (answer = resolve)),
    });
    const lines = client.fetchQuery(cartQueries.lines(asha._id)).catch(() => 'given up');
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));

    endSession(client);
    answer([makeCartItem({ _id: 'a' })]);

    expect(await lines).toBe('given up');
    expect(client.getQueryData(cartQueries.count(asha._id).queryKey)).toBeUndefined();
  });
});
