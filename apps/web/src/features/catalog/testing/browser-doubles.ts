import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * jsdom has no IntersectionObserver: this double records what is observed, and a test says
 * when an element comes into view with `FakeIntersectionObserver.show(element)`.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly elements = new Set<Element>();
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds: number[];

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    const threshold = options.threshold ?? 0;
    this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
    FakeIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.elements.add(element);
  }
  unobserve(element: Element) {
    this.elements.delete(element);
  }
  disconnect() {
    this.elements.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports `element` as `ratio` visible to every observer watching it. */
  static show(element: Element, ratio = 1) {
    act(() => {
      for (const observer of FakeIntersectionObserver.instances) {
        if (!observer.elements.has(element)) continue;
        const entry = {
          target: element,
          isIntersecting: ratio > 0,
          intersectionRatio: ratio,
        } as IntersectionObserverEntry;
        observer.callback([entry], observer as unknown as IntersectionObserver);
      }
    });
  }

  /** The elements observed right now, by any observer. */
  static observed(): Element[] {
    return FakeIntersectionObserver.instances.flatMap((observer) => [...observer.elements]);
  }
}

/** Installs the doubles the catalogue's components need in jsdom. */
export function installBrowserDoubles({ wide = true }: { wide?: boolean } = {}) {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: wide,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  );
  Element.prototype.scrollIntoView ??= () => {};
}
