import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { api } from './api';
import type { ApiExtra } from './session-expiry';
import { userReducer } from './user-slice';

function makeApiStore() {
  const extra: ApiExtra = { navigate: vi.fn() };
  return configureStore({
    reducer: { user: userReducer, [api.reducerPath]: api.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
}

describe('api', () => {
  it('calls the server under /api with the session cookie', async () => {
    const fetchMock = vi.fn(async (_request: Request) => Response.json({ status: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);

    const result = await makeApiStore().dispatch(api.endpoints.health.initiate());

    expect(result.data).toEqual({ status: 'ok' });
    const request = fetchMock.mock.calls[0]?.[0];
    expect(new URL(request?.url ?? '').pathname).toBe('/api/health');
    expect(request?.credentials).toBe('include');
  });
});
