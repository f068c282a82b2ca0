import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@haat/contracts';
import { Toasts } from '../components/Toasts';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { makeUser } from '../testing/factories';
import { errorAnswer, fakeApi, type ApiHandlers } from '../testing/fake-api';
import { makeQueryClient } from './react-query';
import { currentUser, startSession } from './session';
import { checkSession } from './session-check';

function setUp(user: SessionUser | null, answer: ApiHandlers[string]) {
  const server = fakeApi({ 'GET /api/check-permission': answer });
  const navigate = vi.fn<(to: string) => void>();
  const client = makeQueryClient({ navigate, retry: false });
  if (user) startSession(client, user);
  // Inside the language provider, as in the app (toasts read the reader's language).
  render(
    <LanguageProvider>
      <Toasts />
    </LanguageProvider>,
  );
  return { client, navigate, server, check: () => checkSession(client, navigate) };
}

describe('checkSession (docs/product.md, Session: the check at start)', () => {
  it('keeps a session the server still knows', async () => {
    const asha = makeUser();
    const { client, navigate, server, check } = setUp(asha, () => ({ message: 'authenticated' }));

    await check();

    expect(server.callsTo('GET /api/check-permission')).toHaveLength(1);
    expect(currentUser(client)).toEqual(asha);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ends a session the server no longer knows: signs out, says so, goes to /sign-in', async () => {
    const { client, navigate, check } = setUp(makeUser(), () =>
      errorAnswer(401, 'please login again to continue'),
    );

    await check();

    expect(currentUser(client)).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/sign-in');
    expect(await screen.findByText('please login again to continue')).toBeInTheDocument();
  });

  it("ends the session on any answer other than 'authenticated'", async () => {
    const { client, navigate, check } = setUp(makeUser(), () => ({ message: 'guest' }));

    await check();

    expect(currentUser(client)).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/sign-in');
    expect(await screen.findByText('please login again to continue')).toBeInTheDocument();
  });

  it.each([
    ['no answer arrives', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server fails', () => errorAnswer(503, 'Service unavailable')],
  ])('keeps the session when %s', async (_case, answer) => {
    const asha = makeUser();
    const { client, navigate, check } = setUp(asha, answer);

    await check();

    expect(currentUser(client)).toEqual(asha);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('asks nothing when nobody is signed in', async () => {
    const { server, check } = setUp(null, () => ({ message: 'authenticated' }));
    await check();
    expect(server.calls).toEqual([]);
  });

  it('asks again at every start, never from a cached answer', async () => {
    const { server, check } = setUp(makeUser(), () => ({ message: 'authenticated' }));
    await check();
    await check();
    expect(server.callsTo('GET /api/check-permission')).toHaveLength(2);
  });
});
