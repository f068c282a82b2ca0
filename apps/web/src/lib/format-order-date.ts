const orderDate = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * docs/product.md, "Constants and limits": order dates in the en-GB format (21/11/2026), in the
 * shopper's own time zone.
 */
export function formatOrderDate(iso: string): string {
  return orderDate.format(new Date(iso));
}
