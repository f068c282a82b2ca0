/**
 * jsdom has no `matchMedia`. Tests see a wide screen unless they ask for a phone's, where
 * pages put their main action in a bar at the bottom.
 */
let wide = true;

export function setWideScreen(value: boolean): void {
  wide = value;
}

export function installMatchMedia(): void {
  wide = true;
  window.matchMedia = (query: string) =>
    ({
      matches: wide,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
