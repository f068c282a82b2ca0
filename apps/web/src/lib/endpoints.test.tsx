import { configureStore } from '@reduxjs/toolkit';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@haat/contracts';
import { Toasts } from '../components/Toasts';
import { makeUser } from '../testing/factories';
import { errorAnswer, fakeApi, type ApiHandlers } from '../testing/fake-api';
import { defineMutation, definePagedQuery, defineQuery, invalidate, skipToken } from './endpoints';
import type { ApiExtra } from './session-expiry';
import { initialUserState, userReducer } from './user-slice';

interface Line {
  id: string;
  quantity: number;
}

const useLines = defineQuery<Line[], string>({
  query: (owner) => ({ url: '/lines', params: { owner } }),
  tags: ['Lines'],
});

const useSetQuantity = defineMutation<{ message: string }, Line & { owner: string }>({
  query: ({ id, quantity }) => ({ url: '/lines', method: 'PUT', body: { id, quantity } }),
  patch: ({ owner, id, quantity }) => ({
    path: `/lines?owner=${owner}`,
    change: (lines: Line[]) => lines.map((line) => (line.id === id ? { ...line, quantity } : line)),
  }),
  invalidates: ['Lines'],
});

const usePages = definePagedQuery<{ result: number[]; hasMore: boolean }, string>({
  query: (owner, page) => ({ url: '/numbers', params: { owner, page } }),
});

/** The hooks under a store with the session slice, as the app has it. */
function setUp(handlers: ApiHandlers, user: SessionUser | null = makeUser()) {
  const server = fakeApi(handlers);
  const navigate = vi.fn<ApiExtra['navigate']>();
  const store = configureStore({
    reducer: { user: userReducer },
    preloadedState: { user: { ...initialUserState, currentUser: user } },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { navigate } satisfies ApiExtra } }),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return { server, store, navigate, wrapper };
}

describe('defineQuery', () => {
  it('asks /api once for a path however many screens show it, and shares the answer', async () => {
    const { server, wrapper } = setUp({ 'GET /api/lines': () => [{ id: 'a', quantity: 1 }] });

    const first = renderHook(() => useLines('asha'), { wrapper });
    const second = renderHook(() => useLines('asha'), { wrapper });

    await waitFor(() => expect(first.result.current.data).toEqual([{ id: 'a', quantity: 1 }]));
    expect(second.result.current.data).toEqual([{ id: 'a', quantity: 1 }]);
    expect(server.callsTo('GET /api/lines')).toHaveLength(1);
    expect(server.calls[0]?.params.get('owner')).toBe('asha');
  });

  it('asks for nothing with skipToken, and keeps the last answer while the next one loads', async () => {
    let release: () => void = () => undefined;
    const { server, wrapper } = setUp({
      'GET /api/lines': async ({ params }) => {
        if (params.get('owner') === 'ravi') await new Promise<void>((go) => (release = go));
        return [{ id: params.get('owner'), quantity: 1 }];
      },
    });
    const { result, rerender } = renderHook(
      ({ owner }: { owner: string | typeof skipToken }) => useLines(owner),
      { wrapper, initialProps: { owner: skipToken } },
    );
    expect(result.current.isLoading).toBe(false);
    expect(server.calls).toHaveLength(0);

    rerender({ owner: 'asha' });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data?.[0]?.id).toBe('asha'));

    rerender({ owner: 'ravi' });
    expect(result.current.isFetching).toBe(true);
    expect(result.current.isLoading).toBe(false);
    expect(result.current.data?.[0]?.id).toBe('asha');
    expect(result.current.currentData).toBeUndefined();
    await waitFor(() => expect(server.calls).toHaveLength(2));
    act(() => release());
    await waitFor(() => expect(result.current.data?.[0]?.id).toBe('ravi'));
  });

  it('asks again on every mount with refetchOnMountOrArgChange, else reuses the answer', async () => {
    const { server, wrapper } = setUp({ 'GET /api/lines': () => [] });
    const first = renderHook(() => useLines('asha'), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    first.unmount();

    const reused = renderHook(() => useLines('asha'), { wrapper });
    expect(reused.result.current.data).toEqual([]);
    expect(server.calls).toHaveLength(1);

    const fresh = renderHook(() => useLines('asha', { refetchOnMountOrArgChange: true }), {
      wrapper,
    });
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(fresh.result.current.data).toEqual([]);
  });
});

describe('defineMutation', () => {
  it('changes the cached answer at once and asks for the tagged answers again', async () => {
    let stored = 1;
    const { server, wrapper } = setUp({
      'GET /api/lines': () => [{ id: 'a', quantity: stored }],
      'PUT /api/lines': ({ body }) => {
        stored = (body as Line).quantity;
        return { message: 'updated' };
      },
    });
    const lines = renderHook(() => useLines('asha'), { wrapper });
    await waitFor(() => expect(lines.result.current.data).toEqual([{ id: 'a', quantity: 1 }]));
    const mutation = renderHook(() => useSetQuantity(), { wrapper });

    let sent: ReturnType<(typeof mutation.result.current)[0]> | undefined;
    act(() => {
      sent = mutation.result.current[0]({ owner: 'asha', id: 'a', quantity: 3 });
    });
    expect(lines.result.current.data).toEqual([{ id: 'a', quantity: 3 }]);
    const outcome = await act(() => sent!);

    expect(outcome).toEqual({ data: { message: 'updated' } });
    expect(mutation.result.current[1].isSuccess).toBe(true);
    await waitFor(() => expect(server.callsTo('GET /api/lines')).toHaveLength(2));
    expect(server.callsTo('PUT /api/lines')[0]?.body).toEqual({ id: 'a', quantity: 3 });
  });

  it('puts the cached answer back when the server refuses, and unwrap() throws its failure', async () => {
    const { wrapper } = setUp({
      'GET /api/lines': () => [{ id: 'a', quantity: 1 }],
      'PUT /api/lines': () => errorAnswer(409, 'Only 2 left'),
    });
    const lines = renderHook(() => useLines('asha'), { wrapper });
    await waitFor(() => expect(lines.result.current.data).toEqual([{ id: 'a', quantity: 1 }]));
    const mutation = renderHook(() => useSetQuantity(), { wrapper });

    let failure: unknown;
    await act(async () => {
      failure = await mutation.result.current[0]({ owner: 'asha', id: 'a', quantity: 5 })
        .unwrap()
        .catch((error: unknown) => error);
    });

    expect(failure).toMatchObject({ status: 409, data: { message: 'Only 2 left' } });
    expect(mutation.result.current[1].isError).toBe(true);
    expect(lines.result.current.data).toEqual([{ id: 'a', quantity: 1 }]);
  });
});

describe('definePagedQuery', () => {
  it('reads page after page until one says it is the last', async () => {
    const { server, wrapper } = setUp({
      'GET /api/numbers': ({ params }) => {
        const page = Number(params.get('page'));
        return { result: [page * 10], hasMore: page < 2 };
      },
    });
    const { result } = renderHook(() => usePages('asha'), { wrapper });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.hasNextPage).toBe(true);

    await act(() => result.current.fetchNextPage());

    expect(result.current.data?.pages.map((page) => page.result)).toEqual([[10], [20]]);
    expect(result.current.hasNextPage).toBe(false);
    expect(server.calls.map((call) => call.params.get('page'))).toEqual(['1', '2']);
  });
});

describe('a 401 from the signed-in calls', () => {
  it('while signed in: signs out, asks to log in again and goes to /sign-in', async () => {
    const { store, navigate, wrapper } = setUp({
      'GET /api/lines': () => errorAnswer(401, 'no session'),
    });
    render(<Toasts />);

    const { result } = renderHook(() => useLines('asha'), { wrapper });

    await waitFor(() => expect(result.current.error).toMatchObject({ status: 401 }));
    expect(store.getState().user.currentUser).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/sign-in');
    expect(await screen.findByText('please login again to continue')).toBeInTheDocument();
  });

  it('leaves a visitor alone (a wrong password is not an expired session)', async () => {
    const { store, navigate, wrapper } = setUp(
      { 'GET /api/lines': () => errorAnswer(401, 'no session') },
      null,
    );

    const { result } = renderHook(() => useLines('asha'), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(store.getState().user).toEqual(initialUserState);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps the session on other failures', async () => {
    const asha = makeUser();
    const { store, navigate, wrapper } = setUp(
      { 'GET /api/lines': () => errorAnswer(403, 'not yours') },
      asha,
    );

    const { result } = renderHook(() => useLines('asha'), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(store.getState().user.currentUser).toEqual(asha);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('invalidate', () => {
  it('drops tagged answers no screen shows, so the next screen asks again', async () => {
    const { server, wrapper } = setUp({ 'GET /api/lines': () => [] });
    const first = renderHook(() => useLines('asha'), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    first.unmount();

    invalidate(['Lines']);
    renderHook(() => useLines('asha'), { wrapper });

    await waitFor(() => expect(server.calls).toHaveLength(2));
  });
});
