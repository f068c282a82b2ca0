import type { ProductCard as ProductCardData } from '@haat/contracts';
import { ProductCard } from './ProductCard';
import { productGridClass } from './styles';

interface ProductGridProps {
  products: readonly ProductCardData[];
  headingLevel?: 'h2' | 'h3';
  /** How many of the first pictures are on the first screen, to be fetched first. */
  priorityCount?: number;
}

export function ProductGrid({ products, headingLevel, priorityCount = 0 }: ProductGridProps) {
  return (
    <ul className={productGridClass}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            headingLevel={headingLevel}
            priority={index < priorityCount}
          />
        </li>
      ))}
    </ul>
  );
}
