/** Products as a grid of cards (a category's list, search results). */
import type { ProductSummary } from '@vitrin/shared-libs/types/api';
import { ProductCard } from './ProductCard';

export function ProductGrid({ products, testId }: { products: ProductSummary[]; testId: string }) {
  return (
    <ul className="row list-unstyled g-4" data-testid={testId}>
      {products.map((product) => (
        <li className="col-sm-6 col-lg-3" key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
