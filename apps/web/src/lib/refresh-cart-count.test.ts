import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@haat/contracts';
import { makeUser } from '../testing/factories';
import { fakeApi } from '../testing/fake-api';
import { makeCartItem } from '../testing/shopping-factories';
import { refreshCartCount } from './refresh-cart-count';
import { cartCountReducer } from './cart-count-slice';
import type { ApiExtra } from './session-expiry';
import { initialUserState, userReducer } from './user-slice';

function storeFor(user: SessionUser | null = makeUser(), cartCount = 5) {
  const extra: ApiExtra = { navigate: vi.fn() };
  return configureStore({
    reducer: { user: userReducer, cartCount: cartCountReducer },
    preloadedState: { user: { ...initialUserState, currentUser: user }, cartCount },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }),
  });
}

describe('refreshCartCount', () => {
  it("counts the distinct lines of the user's cart", async () => {
    const asha = makeUser();
    const { calls } = fakeApi({
      [`GET /api/cart/${asha._id}`]: () => [
        makeCartItem({ _id: 'a' }),
        makeCartItem({ _id: 'b', quantity: 4 }),
      ],
    });
    const store = storeFor(asha);

    await store.dispatch(refreshCartCount());

    expect(store.getState().cartCount).toBe(2);
    expect(calls).toHaveLength(1);
  });

  it("reads 'No items found in cart' as 0", async () => {
    const asha = makeUser();
    fakeApi({
      [`GET /api/cart/${asha._id}`]: () => ({ message: 'No items found in cart' }),
    });
    const store = storeFor(asha);

    await store.dispatch(refreshCartCount());

    expect(store.getState().cartCount).toBe(0);
  });

  it('asks nothing for a visitor', async () => {
    const { calls } = fakeApi({});
    const store = storeFor(null, 0);

    await store.dispatch(refreshCartCount());

    expect(calls).toHaveLength(0);
  });
});
