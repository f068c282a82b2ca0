import { useSyncExternalStore } from 'react';

/**
 * Whether a navigation is still waiting (docs/decisions/145-storefront-polish.md): while the
 * new screen's lazy chunk loads, and while the data requests the new screen makes on arrival
 * are in flight. Requests made later (a search, the next page, a background refresh) do not
 * count: the bar is about getting to a screen, not about every call.
 */

/** A screen's first requests start right after it arrives; later ones are not its arrival. */
const ARRIVAL_MS = 500;

let screensLoading = 0;
let arrivingUntil = 0;
let requestsInFlight = 0;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** The address changed: the requests of the next moments are the new screen's. */
export function navigationStarted(): void {
  arrivingUntil = Date.now() + ARRIVAL_MS;
}

/**
 * A screen's chunk is loading (the page loader is up); call the answer when it has arrived.
 * Requests made until then, and just after, are the screen's.
 */
export function screenLoading(): () => void {
  screensLoading += 1;
  notify();
  return () => {
    screensLoading -= 1;
    arrivingUntil = Date.now() + ARRIVAL_MS;
    notify();
  };
}

/** Counts `request` while it runs if a screen is arriving; answers it unchanged. */
export function whileArriving<T>(request: Promise<T>): Promise<T> {
  if (screensLoading === 0 && Date.now() > arrivingUntil) return request;
  requestsInFlight += 1;
  notify();
  const settled = () => {
    requestsInFlight -= 1;
    notify();
  };
  request.then(settled, settled);
  return request;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a navigation waits on a chunk or on the new screen's first data. */
export function useNavigationWaiting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => screensLoading > 0 || requestsInFlight > 0,
    () => false,
  );
}
