import { persistStore, type Storage } from 'redux-persist';
import { describe, expect, it, vi } from 'vitest';
import { setCartCount } from '../lib/cart-count-slice';
import { initialUserState, signInStart, signInSuccess, signOut } from '../lib/user-slice';
import { makeUser } from '../testing/factories';
import { makeStore } from './store';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage: Storage = {
    getItem: async (key: string) => items.get(key) ?? null,
    setItem: async (key: string, value: string) => void items.set(key, value),
    removeItem: async (key: string) => void items.delete(key),
  };
  return { storage, items };
}

async function rehydrated(storage: Storage) {
  const store = makeStore({ navigate: vi.fn(), storage });
  const persistor = persistStore(store);
  await vi.waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  return { store, persistor };
}

describe('store persistence (spec 3)', () => {
  it('saves only the signed-in user and the cart count under the root key, version 1', async () => {
    const { storage, items } = memoryStorage();
    const { store, persistor } = await rehydrated(storage);
    const asha = makeUser();

    store.dispatch(signInSuccess(asha));
    store.dispatch(setCartCount(4));
    store.dispatch(signInStart());
    await persistor.flush();

    const saved = JSON.parse(items.get('persist:root') ?? '{}') as Record<string, string>;
    expect(Object.keys(saved).sort()).toEqual(['_persist', 'cartCount', 'user']);
    expect(JSON.parse(saved.user ?? '')).toEqual({ currentUser: asha });
    expect(JSON.parse(saved.cartCount ?? '')).toBe(4);
    expect(JSON.parse(saved._persist ?? '')).toMatchObject({ version: 1 });
  });

  it('restores the session after a reload, never a half-finished sign-in', async () => {
    const asha = makeUser();
    const { storage } = memoryStorage({
      'persist:root': JSON.stringify({
        user: JSON.stringify({ currentUser: asha, loading: true, error: { message: 'x' } }),
        cartCount: '2',
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    });

    const { store } = await rehydrated(storage);

    expect(store.getState().user).toEqual({ ...initialUserState, currentUser: asha });
    expect(store.getState().cartCount).toBe(2);
  });

  it('sign-out also forgets the cart count', () => {
    const store = makeStore({
      navigate: vi.fn(),
      preloadedState: { user: { ...initialUserState, currentUser: makeUser() }, cartCount: 5 },
    });
    store.dispatch(signOut());
    expect(store.getState().cartCount).toBe(0);
  });
});
