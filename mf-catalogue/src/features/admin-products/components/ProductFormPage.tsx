/** pages/{section}/insert and pages/{section}/update/:id: the product form, then (once saved) its gallery. */
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Section } from '@vitrin/shared-libs/types/api';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { orderedLanguages } from '../../../api/getLanguages';
import { useActiveLanguagesQuery } from '@vitrin/shared-libs/api/adminApi';
import { catalogueAdminText } from '../../../i18n/catalogueAdminTexts';
import { showOutcome } from '@vitrin/shared-libs/ui/outcome';
import { useAdminCategoriesQuery } from '../../../api/getAdminCategories';
import { useAdminProductQuery } from '../api/getAdminProduct';
import { useSaveProductMutation } from '../api/saveProduct';
import { GalleryManager } from './GalleryManager';
import { ProductForm } from './ProductForm';

export function ProductFormPage({ section, basePath }: { section: Section; basePath: string }) {
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const navigate = useNavigate();
  const languages = useActiveLanguagesQuery();
  const categories = useAdminCategoriesQuery(section);
  const product = useAdminProductQuery(id ?? 0, { skip: id === undefined });
  const [saveProduct] = useSaveProductMutation();

  if (languages.isLoading || categories.isLoading || product.isLoading || !languages.data || !categories.data) {
    return <Spinner label={catalogueAdminText('loading')} />;
  }
  const langs = orderedLanguages(languages.data);
  const title = product.data
    ? catalogueAdminText('products.editTitle', { code: product.data.code })
    : catalogueAdminText('products.newTitle');

  const onSave = async (payload: Record<string, unknown>, form: () => Element | null) => {
    const result = await saveProduct({ id, payload });
    const outcome = showOutcome(result, {
      successTitle: id === undefined ? catalogueAdminText('dialogs.success') : catalogueAdminText('dialogs.updated'),
      form,
    });
    // The field messages go on the form once the dialog has closed (a field's blur would check them away).
    await outcome.closed;
    if (outcome.ok && id === undefined && 'data' in result && result.data)
      navigate(`${basePath}/update/${result.data.id}`, { replace: true });
    return outcome.errors;
  };

  return (
    <section aria-labelledby="product-form-title">
      <div className="d-flex flex-wrap justify-content-between align-items-center mb-3">
        <h1 id="product-form-title" className="h3 mb-0">
          {title}
        </h1>
        <Link to={basePath} className="btn btn-outline-secondary">
          {catalogueAdminText('back')}
        </Link>
      </div>
      <ProductForm
        key={product.data?.id ?? 'new'}
        section={section}
        product={product.data}
        languages={langs}
        categories={categories.data}
        onSave={onSave}
      />
      {product.data ? (
        <GalleryManager productId={product.data.id} files={product.data.files} languages={langs} />
      ) : (
        <p className="mt-4 text-body-secondary">{catalogueAdminText('products.gallery.saveFirst')}</p>
      )}
    </section>
  );
}
