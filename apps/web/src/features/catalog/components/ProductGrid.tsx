import type { ProductCard as ProductCardData } from '@haat/contracts';
import { ProductCard } from './ProductCard';
import { productGridClass } from './styles';

interface ProductGridProps {
  products: readonly ProductCardData[];
  headingLevel?: 'h2' | 'h3';
}

export function ProductGrid({ products, headingLevel }: ProductGridProps) {
  return (
    <ul className={productGridClass}>
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
