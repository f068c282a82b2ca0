import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { renderInEnglish as render } from '../testing/render-in-english';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Header } from '../components/Header';
import { makeUser } from '../testing/factories';
import { fakeApi } from '../testing/fake-api';
import { cartQueries } from './cart';
import {
  OLD_STORAGE_KEY,
  persistSession,
  restoreSession,
  STORAGE_KEY,
  type StoredSession,
} from './persisted-session';
import { makeQueryClient } from './react-query';
import { currentUser, endSession, startSession } from './session';

const asha = makeUser({ firstName: 'Asha' });

/** A client as the app makes it at start: the stored session read back, then kept. */
function start() {
  const client = makeQueryClient({ navigate: vi.fn(), retry: false });
  restoreSession(client, localStorage);
  const stop = persistSession(client, localStorage);
  return { client, stop };
}

function stored(): unknown {
  const text = localStorage.getItem(STORAGE_KEY);
  return text === null ? null : JSON.parse(text);
}

const countOf = (client: ReturnType<typeof start>['client']) =>
  client.getQueryData(cartQueries.count(asha._id).queryKey);

/** What the previous version of the app left in local storage. */
function oldEntry(user: unknown, cartCount: unknown, version = 1) {
  return JSON.stringify({
    user: JSON.stringify({ currentUser: user, loading: true, error: false }),
    cartCount: JSON.stringify(cartCount),
    _persist: JSON.stringify({ version, rehydrated: true }),
  });
}

describe('the session kept on the device', () => {
  it('keeps only the user and the cart count, under one key, version 1', () => {
    const { client } = start();

    act(() => startSession(client, { ...asha, somethingElse: 'x' } as typeof asha));
    client.setQueryData(cartQueries.count(asha._id).queryKey, 4);
    client.setQueryData(['catalog.categories.list', {}], [{ _id: 'c1' }]);

    expect(stored()).toEqual({ version: 1, user: asha, cartCount: 4 } satisfies StoredSession);
    expect(Object.keys(localStorage)).toEqual([STORAGE_KEY]);
  });

  it('shows the name and the cart count with the first render after a reload, asking nothing', () => {
    const { calls } = fakeApi({});
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 1, user: asha, cartCount: 3 }));

    const { client } = start();
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Header />
        </MemoryRouter>
      </QueryClientProvider>,
    );

    // No waiting: both are there in the first render.
    expect(screen.getByText('Hello, Asha')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('clears both at sign-out, so a reload finds nobody', () => {
    const { client } = start();
    startSession(client, asha);
    client.setQueryData(cartQueries.count(asha._id).queryKey, 2);
    expect(stored()).not.toBeNull();

    endSession(client);

    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    const after = start().client;
    expect(currentUser(after)).toBeNull();
  });

  it("reads the previous version's entry once, keeps it in the new form and removes the old", () => {
    localStorage.setItem(OLD_STORAGE_KEY, oldEntry(asha, 5));

    const { client } = start();

    expect(currentUser(client)).toEqual(asha);
    expect(countOf(client)).toBe(5);
    expect(localStorage.getItem(OLD_STORAGE_KEY)).toBeNull();
    expect(stored()).toEqual({ version: 1, user: asha, cartCount: 5 });
  });

  it.each([
    ['is not JSON', '{"user":'],
    ['is of another version', oldEntry(asha, 5, 2)],
    ['has no user', oldEntry(null, 5)],
    ['has a user without a role', oldEntry({ ...asha, role: undefined }, 5)],
    ['has slices that are not JSON', JSON.stringify({ user: '{', _persist: '{"version":1}' })],
  ])('drops an old entry that %s, without an error', (_case, text) => {
    localStorage.setItem(OLD_STORAGE_KEY, text);

    const { client } = start();

    expect(currentUser(client)).toBeNull();
    expect(localStorage.getItem(OLD_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('prefers the current entry to an old one left beside it, and still removes the old', () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 1, user: asha, cartCount: 1 }));
    localStorage.setItem(OLD_STORAGE_KEY, oldEntry(makeUser({ _id: 'other' }), 9));

    const { client } = start();

    expect(currentUser(client)).toEqual(asha);
    expect(countOf(client)).toBe(1);
    expect(localStorage.getItem(OLD_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['is not JSON', 'nope'],
    ['is of another version', JSON.stringify({ version: 2, user: asha, cartCount: 1 })],
    ['holds no user', JSON.stringify({ version: 1, user: { _id: 'x' }, cartCount: 1 })],
  ])('drops a current entry that %s', (_case, text) => {
    localStorage.setItem(STORAGE_KEY, text);

    const { client } = start();

    expect(currentUser(client)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('reads a count that is not a whole number of lines as 0', () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 1, user: asha, cartCount: -2 }));
    expect(countOf(start().client)).toBe(0);
  });

  it('stops writing once unsubscribed', () => {
    const { client, stop } = start();
    stop();
    startSession(client, asha);
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});
