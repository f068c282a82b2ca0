import type { Size } from '@haat/contracts';

/**
 * 'Add to cart' tapped while signed out: the product and size wait here (for this tab only)
 * while the shopper signs in, and the product page adds them on its return.
 */
const KEY = 'haat:pending-add';

interface PendingAdd {
  productId: string;
  size: Size | null;
}

export function savePendingAdd(pending: PendingAdd): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage can be full or blocked; the shopper then taps 'Add to cart' again.
  }
}

/** The waiting add for this product, removed as it is taken; null when there is none. */
export function takePendingAdd(productId: string): PendingAdd | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const pending = JSON.parse(raw) as PendingAdd;
    if (pending.productId !== productId) return null;
    sessionStorage.removeItem(KEY);
    return pending;
  } catch {
    return null;
  }
}
