import { Profiler, StrictMode, type ProfilerOnRenderCallback } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@haat/contracts';
import { AppProviders } from './AppProviders';
import { Header } from '../components/Header';
import { englishWithEveryCatalogue } from '../testing/catalogues';
import { makeUser } from '../testing/factories';
import { makeQueryClient } from '../lib/react-query';
import { startSession } from '../lib/session';

/** The header as a rendered page carries it: the same for every visitor. */
function page(user: SessionUser | null, onRender: ProfilerOnRenderCallback = () => undefined) {
  const client = makeQueryClient({ navigate: () => undefined, retry: false });
  if (user) startSession(client, user);
  return (
    <StrictMode>
      <AppProviders client={client} i18n={englishWithEveryCatalogue()}>
        <MemoryRouter>
          <Profiler id="header" onRender={onRender}>
            <Header />
          </Profiler>
        </MemoryRouter>
      </AppProviders>
    </StrictMode>
  );
}

/** React takes over the server's HTML of the header; what it rendered, and what it threw away. */
async function hydrateFor(user: SessionUser | null) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(null));
  document.body.append(container);
  const phases: string[] = [];
  const recoverable: unknown[] = [];
  await act(async () => {
    render(
      page(user, (_id, phase) => phases.push(phase)),
      { container, hydrate: true, onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return { phases, recoverable };
}

describe('who is signed in, on a page the server rendered (decisions 384 and 500)', () => {
  it('hydrates the page once for a visitor: no second render after React takes it over', async () => {
    const { phases, recoverable } = await hydrateFor(null);
    expect(recoverable).toEqual([]);
    expect(phases).toEqual(['mount']);
    expect(document.querySelector('a[href="/sign-in"]')).toBeInTheDocument();
    expect(screen.queryByText(/^Hello,/)).toBeNull();
  });

  it('shows a signed-in customer right after hydrating the page as the server rendered it', async () => {
    const { phases, recoverable } = await hydrateFor(makeUser({ firstName: 'Priya' }));
    expect(recoverable).toEqual([]);
    expect(phases).toEqual(['mount', 'update']);
    expect(screen.getByText('Hello, Priya')).toBeInTheDocument();
  });
});
