import { ProductCardSkeleton } from './ProductCardSkeleton';
import { productGridClass } from './styles';

/** The cards' shapes while products load, so the page keeps its layout. */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <div role="status" className={productGridClass}>
      <span className="sr-only">Loading products…</span>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
