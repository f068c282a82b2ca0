import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../testing/factories';
import { errorAnswer, fakeApi } from '../../../testing/fake-api';
import { renderAuthPage } from '../test-utils';

describe('VerifyEmailPage (docs/product.md, Email verification)', () => {
  it('verifies the link once, says to log in and goes to /sign-in', async () => {
    const api = fakeApi({
      'POST /api/verify-email': () => ({ message: 'Email Verified please Login now!!' }),
    });
    const { router } = renderAuthPage('/verify-email/0190-link-token');

    expect(await screen.findByText('Email Verified please Login now!!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(api.calls).toHaveLength(1);
    expect(api.callsTo('POST /api/verify-email')[0]?.body).toEqual({ _id: '0190-link-token' });
  });

  it("says 'Already Signed Up and this link is expired' and goes home when refused", async () => {
    fakeApi({
      'POST /api/verify-email': () =>
        errorAnswer(400, 'Already Signed Up and this link is expired'),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderAuthPage('/verify-email/spent-token');

    expect(
      await screen.findByText('Already Signed Up and this link is expired'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a signed-in user home without calling the server', async () => {
    const api = fakeApi({});
    const { router } = renderAuthPage('/verify-email/some-token', { user: makeUser() });

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(api.calls).toEqual([]);
  });
});
