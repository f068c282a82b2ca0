import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { installMatchMedia } from './screen';

beforeEach(() => installMatchMedia());

// findBy… waits up to 8 s rather than 1 s: the suites share two cores with other work, and a
// screen that is right but late on a busy machine is not a failure (the test timeout is 15 s).
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom does not implement scrolling; ScrollMemory calls it on every route, and the
// product page brings its sizes into view.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// Browsers resolve a relative request URL such as '/api/logout' against the page; Node's
// Request does not. Give it the page's origin so the app's real '/api' base URL works here.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
};
