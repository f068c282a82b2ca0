import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DehydratedState } from '@tanstack/react-query';
import { SERVER_DATA_ID } from '@haat/contracts';
import { App } from './app/App';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// As a transition, React renders the first screen in slices of a few milliseconds and lets the
// browser in between, instead of one long task that holds a phone's main thread (Lighthouse's
// Total Blocking Time; docs/performance.md). index.html's top bar shows meanwhile.
// A storefront page the server rendered carries its server data beside the app's HTML, and
// React takes over that HTML instead of drawing it again (docs/decisions/192-server-rendering.md).
const serverData = document.getElementById(SERVER_DATA_ID);
if (serverData?.textContent) {
  const serverState = JSON.parse(serverData.textContent) as DehydratedState;
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App serverState={serverState} />
      </StrictMode>,
    );
  });
} else {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// The service worker (offline pages, cached catalogue) registers after load, from a chunk of its
// own, so neither its code nor its work delays the first screen; not in development, where it
// would answer with stale modules.
if (import.meta.env.PROD) {
  const register = () => void import('./lib/service-worker').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
