/**
 * The logo with a spinner over the whole screen, shown while a lazy page loads (docs/product.md,
 * "Navigation and loading"). It fades in late so that fast loads never flash it.
 */
export function FullScreenLoader() {
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 flex animate-fade-in-late flex-col items-center justify-center gap-6 bg-ink-50/95"
    >
      <img src="/logo.svg" alt="" width={72} height={72} className="size-18" />
      <span
        aria-hidden="true"
        className="size-9 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
      />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
