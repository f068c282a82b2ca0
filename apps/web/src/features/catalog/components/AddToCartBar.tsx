import type { ReactNode } from 'react';

/**
 * On a phone, the price and 'Add to cart' stay at the bottom of the screen however far the
 * shopper scrolls (from 768 px the button sits with the details instead).
 */
export function AddToCartBar({ price, children }: { price: ReactNode; children: ReactNode }) {
  return (
    <div
      data-testid="sticky-add-to-cart"
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-ink-200 bg-white/95 px-4 pt-3 shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      <div className="min-w-0 flex-1">{price}</div>
      {children}
    </div>
  );
}
