import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@haat/contracts';
import { Toasts } from '../components/Toasts';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { makeUser } from '../testing/factories';
import { errorAnswer, fakeApi, type ApiHandlers } from '../testing/fake-api';
import { callMutation, callQuery } from './api-query';
import { FRESH_MS, makeQueryClient, retryRead } from './react-query';
import { currentUser, endSession, startSession } from './session';

/** A client as a test makes it, with `user` signed in and a stand-in server. */
function setUp(handlers: ApiHandlers, user: SessionUser | null = makeUser()) {
  const server = fakeApi(handlers);
  const navigate = vi.fn<(to: string) => void>();
  const client = makeQueryClient({ navigate, retry: false });
  if (user) startSession(client, user);
  // Inside the language provider, as in the app (toasts read the reader's language).
  render(
    <LanguageProvider>
      <Toasts />
    </LanguageProvider>,
  );
  return { server, navigate, client };
}

// Any declared read and change do: a cart's lines and a line's quantity.
const lines = () => callQuery('cart.get', { params: { userId: 'asha' } });
const saveLine = () =>
  callMutation('cart.items.setQuantity', (quantity: number) => ({
    body: { productId: 'p1', size: '' as const, quantity },
  }));

describe('makeQueryClient', () => {
  it('makes a client of its own each time: no answer is shared between two', async () => {
    const { server } = setUp({ 'GET /api/cart/asha': () => [1] });
    const first = makeQueryClient({ navigate: vi.fn(), retry: false });
    const second = makeQueryClient({ navigate: vi.fn(), retry: false });

    await first.fetchQuery(lines());

    expect(first.getQueryData(lines().queryKey)).toEqual([1]);
    expect(second.getQueryData(lines().queryKey)).toBeUndefined();
    expect(server.calls).toHaveLength(1);
  });

  it('reuses an answer for a minute before asking again', async () => {
    const { server, client } = setUp({ 'GET /api/cart/asha': () => [] });
    await client.fetchQuery(lines());
    await client.fetchQuery(lines());
    expect(server.calls).toHaveLength(1);
    expect(client.getDefaultOptions().queries?.staleTime).toBe(FRESH_MS);
  });

  it('tries a read again after no answer or a server failure, never after a refusal', () => {
    expect(retryRead(0, { status: 'FETCH_ERROR' })).toBe(true);
    expect(retryRead(1, { status: 503 })).toBe(true);
    expect(retryRead(2, { status: 503 })).toBe(false);
    for (const status of [400, 401, 403, 404, 409]) expect(retryRead(0, { status })).toBe(false);
  });

  it('sends a change once, however it fails', async () => {
    const { server } = setUp({ 'PUT /api/cart/update-quantity': () => errorAnswer(503, 'down') });
    const client = makeQueryClient({ navigate: vi.fn() });
    const mutation = client.getMutationCache().build(client, saveLine());

    await expect(mutation.execute(3)).rejects.toMatchObject({ status: 503 });
    expect(server.calls).toHaveLength(1);
  });
});

describe('the one 401 handler', () => {
  it('ends the session on a read: signs out, forgets every answer, says so, goes to /sign-in', async () => {
    const { client, navigate } = setUp({
      'GET /api/cart/asha': () => errorAnswer(401, 'no session'),
    });
    client.setQueryData(['catalog.categories.list', {}], ['kept until now']);

    await expect(client.fetchQuery(lines())).rejects.toMatchObject({ status: 401 });

    expect(currentUser(client)).toBeNull();
    expect(client.getQueryData(['catalog.categories.list', {}])).toBeUndefined();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/sign-in');
    expect(await screen.findByText('please login again to continue')).toBeInTheDocument();
  });

  it('ends the session on a change too', async () => {
    const { client, navigate } = setUp({
      'PUT /api/cart/update-quantity': () => errorAnswer(401, 'no session'),
    });

    const mutation = client.getMutationCache().build(client, saveLine());
    await expect(mutation.execute(2)).rejects.toMatchObject({ status: 401 });

    expect(currentUser(client)).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/sign-in');
  });

  it('leaves a visitor alone', async () => {
    const { client, navigate } = setUp(
      { 'GET /api/cart/asha': () => errorAnswer(401, 'no session') },
      null,
    );
    await expect(client.fetchQuery(lines())).rejects.toMatchObject({ status: 401 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the session on other refusals', async () => {
    const asha = makeUser();
    const { client, navigate } = setUp(
      { 'GET /api/cart/asha': () => errorAnswer(403, 'not yours') },
      asha,
    );
    await expect(client.fetchQuery(lines())).rejects.toMatchObject({ status: 403 });
    expect(currentUser(client)).toEqual(asha);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the session when a sessionless call (signing in) gets a 401', async () => {
    const asha = makeUser();
    const { client, navigate } = setUp(
      { 'PUT /api/cart/update-quantity': () => errorAnswer(401, 'Invalid credentials') },
      asha,
    );
    const mutation = client
      .getMutationCache()
      .build(client, { ...saveLine(), meta: { sessionless: true } });

    await expect(mutation.execute(1)).rejects.toMatchObject({ status: 401 });

    expect(currentUser(client)).toEqual(asha);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('endSession', () => {
  it('empties the session and forgets every answer and every change made', async () => {
    const { client } = setUp({ 'PUT /api/cart/update-quantity': () => ({}) });
    client.setQueryData(lines().queryKey, []);
    await client.getMutationCache().build(client, saveLine()).execute(1);

    endSession(client);

    expect(currentUser(client)).toBeNull();
    expect(client.getQueryData(lines().queryKey)).toBeUndefined();
    expect(client.getMutationCache().getAll()).toEqual([]);
  });
});
