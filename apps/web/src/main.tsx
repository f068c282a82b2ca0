import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// As a transition, React renders the first screen in slices of a few milliseconds and lets the
// browser in between, instead of one long task that holds a phone's main thread (Lighthouse's
// Total Blocking Time; docs/performance.md). index.html's top bar shows meanwhile.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
