import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The module fresh, with the browser's Navigation API as `navigation` (jsdom has none). */
async function loadWithNavigation(navigation: EventTarget | null) {
  vi.resetModules();
  if (navigation) vi.stubGlobal('navigation', navigation);
  const toastify = await import('react-toastify');
  const module = await import('./show-toast');
  return { ...module, toast: toastify.toast };
}

describe('toasts and screen changes (decision 146)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a toast raised just before the address changed, however long the new page took to show', async () => {
    const navigation = new EventTarget();
    const { showToast, dismissStaleToasts, toast } = await loadWithNavigation(navigation);
    const dismiss = vi.spyOn(toast, 'dismiss');
    await showToast((t) => t.success('SignIn successful!', { toastId: 'signed-in' }));
    navigation.dispatchEvent(new Event('navigate'));
    // The new page's chunk arrives three seconds later on a slow phone.
    vi.setSystemTime(Date.now() + 3_000);
    dismissStaleToasts();
    await vi.dynamicImportSettled();
    expect(dismiss).not.toHaveBeenCalledWith('signed-in');
  });

  it('dismisses a toast raised well before the address changed', async () => {
    const navigation = new EventTarget();
    const { showToast, dismissStaleToasts, toast } = await loadWithNavigation(navigation);
    const dismiss = vi.spyOn(toast, 'dismiss');
    await showToast((t) => t.success('Added to cart', { toastId: 'added' }));
    vi.setSystemTime(Date.now() + 3_000);
    navigation.dispatchEvent(new Event('navigate'));
    dismissStaleToasts();
    await vi.dynamicImportSettled();
    expect(dismiss).toHaveBeenCalledWith('added');
  });

  it('without the Navigation API, counts from the screen change', async () => {
    const { showToast, dismissStaleToasts, toast } = await loadWithNavigation(null);
    const dismiss = vi.spyOn(toast, 'dismiss');
    await showToast((t) => t.success('Added to cart', { toastId: 'added' }));
    vi.setSystemTime(Date.now() + 3_000);
    dismissStaleToasts();
    await vi.dynamicImportSettled();
    expect(dismiss).toHaveBeenCalledWith('added');
  });
});
