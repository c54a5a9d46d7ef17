/**
 * Products as a grid of cards (a category's list, search results). The first row's pictures load at once: one
 * of them is the page's largest paint on a phone.
 */
import type { ProductSummary } from '@vitrin/shared-libs/types/api';
import { ProductCard } from './ProductCard';

const FIRST_ROW = 4;

export function ProductGrid({ products, testId }: { products: ProductSummary[]; testId: string }) {
  return (
    <ul className="row list-unstyled g-4" data-testid={testId}>
      {products.map((product, index) => (
        <li className="col-sm-6 col-lg-3" key={product.id}>
          <ProductCard product={product} priority={index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}
