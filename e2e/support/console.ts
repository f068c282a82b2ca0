/**
 * What a blocked service worker registration logs (Playwright's line and the app's warning):
 * the journeys block the worker (playwright.config.ts), and the app says so when it registers
 * it after load. That is the setup's, not the page's: journeys that fail on console warnings
 * leave these out.
 */
export const BLOCKED_WORKER =
  /^(Service Worker registration blocked by Playwright|Could not register the service worker)/;
