/** pages/{section}-categories: the section's categories with their sub-categories, in queue order. */
import { useAdminCategoriesQuery } from '../api/getAdminCategories';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import type { Section } from '@vitrin/shared-libs/types/api';
import { t } from '../../../i18n/catalogueAdminTexts';

export function CategoriesAdminPage({ section, title }: { section: Section; title: string }) {
  const { data = [], isLoading } = useAdminCategoriesQuery();
  if (isLoading) return <Spinner label={t('loading')} />;
  const categories = data.filter((category) => category.section === section);
  return (
    <section aria-labelledby="admin-categories-title">
      <h1 id="admin-categories-title" className="h3 mb-4">
        {title}
      </h1>
      <table className="table table-striped align-middle">
        <thead>
          <tr>
            <th scope="col">{t('categories.category')}</th>
            <th scope="col">{t('categories.seoName')}</th>
            <th scope="col">{t('categories.subCategories')}</th>
          </tr>
        </thead>
        <tbody>
          {categories.map((category) => (
            <tr key={category.id}>
              <td>{category.name_tr ?? category.name_en}</td>
              <td>
                <code>{category.seo_name}</code>
              </td>
              <td>{category.sub_categories.map((sub) => sub.name_tr ?? sub.name_en).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
