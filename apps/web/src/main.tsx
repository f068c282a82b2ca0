import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { I18n } from '@lingui/core';
import type { DehydratedState } from '@tanstack/react-query';
import { SERVER_DATA_ID } from '@haat/contracts';
import { App } from './app/App';
import { loadI18n, rememberLanguage, startingLanguage } from './i18n/i18n';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// As a transition, React renders the first screen in slices of a few milliseconds and lets the
// browser in between, instead of one long task that holds a phone's main thread (Lighthouse's
// Total Blocking Time; docs/performance.md). index.html's top bar shows meanwhile.
// A storefront page the server rendered carries its server data beside the app's HTML, and
// React takes over that HTML instead of drawing it again (docs/decisions/192-server-rendering.md).
// The reader's language first (docs/decisions/271-hindi-beside-english-lingui.md): Hindi's
// catalogue is its own chunk, fetched before the first render so that it is in Hindi at once.
// (Not a top-level await: that would make the bundler split the entry into many small chunks.)
const language = startingLanguage(document, navigator);
rememberLanguage(document, language);

function start(i18n: I18n) {
  const serverData = document.getElementById(SERVER_DATA_ID);
  if (serverData?.textContent) {
    const serverState = JSON.parse(serverData.textContent) as DehydratedState;
    startTransition(() => {
      hydrateRoot(
        container!,
        <StrictMode>
          <App serverState={serverState} i18n={i18n} />
        </StrictMode>,
      );
    });
  } else {
    const root = createRoot(container!);
    startTransition(() => {
      root.render(
        <StrictMode>
          <App i18n={i18n} />
        </StrictMode>,
      );
    });
  }
}

// React starts in a task of its own, after the browser has had the main thread back from the
// entry's evaluation (one long task fewer at a phone's speed; docs/performance.md).
void loadI18n(language).then((i18n) => setTimeout(() => start(i18n), 0));

// The service worker (offline pages, cached catalogue) registers after load, from a chunk of its
// own, so neither its code nor its work delays the first screen; not in development, where it
// would answer with stale modules.
if (import.meta.env.PROD) {
  const register = () => void import('./lib/service-worker').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
