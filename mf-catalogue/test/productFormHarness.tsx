/** The product form as its page renders it, for the form's component tests: one category, two languages. */
import { renderWithProviders } from '../../shared-libs/test/render';
import { ProductForm, type ProductFormProps } from '../src/features/admin-products/components/ProductForm';
import { adminCategory, LANGUAGES } from './fixtures';

export function renderProductForm(product: ProductFormProps['product'], onSave: ProductFormProps['onSave']) {
  return renderWithProviders(
    <ProductForm
      section="air_springs"
      product={product}
      languages={LANGUAGES}
      categories={[adminCategory(1, 'Otobüs')]}
      onSave={onSave}
    />,
  );
}
