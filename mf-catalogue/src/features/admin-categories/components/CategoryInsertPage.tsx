/**
 * pages/{section}-categories/insert: a new main category (names, SEO title/description per language, seo_name,
 * image) or, once a parent is chosen (`?category=<id>`), a new sub-category of it (names and seo_name). Saved, it
 * opens the update screen of the category (for a sub-category: of its parent, where it is listed).
 */
import { useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { Category, Language, Section } from '@vitrin/shared-libs/types/api';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { catalogueAdminText } from '../../../i18n/catalogueAdminTexts';
import { showOutcome } from '@vitrin/shared-libs/ui/outcome';
import { useSaveCategoryMutation } from '../api/saveCategory';
import { CategoryForm } from './CategoryForm';

export interface CategoryInsertPageProps {
  section: Section;
  categories: Category[];
  languages: Language[];
  basePath: string;
}

export function CategoryInsertPage({ section, categories, languages, basePath }: CategoryInsertPageProps) {
  const id = useId();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const parent = categories.find((c) => String(c.id) === params.get('category'));
  const [saveCategory] = useSaveCategoryMutation();

  const create = async (form: Record<string, string>, image: File | null, formElement: () => Element | null) => {
    const result = parent
      ? await saveCategory({ form: { ...form, category_id: String(parent.id) } })
      : await saveCategory({ form: { ...form, section }, image });
    const outcome = showOutcome(result, { successTitle: catalogueAdminText('dialogs.success'), form: formElement });
    // The field messages go on the form once the dialog has closed (a field's blur would check them away).
    await outcome.closed;
    if (outcome.ok) navigate(result.data ? `${basePath}/update/${result.data.id}` : basePath, { replace: true });
    return outcome.errors;
  };

  return (
    <section aria-labelledby="insert-category-title">
      <div className="d-flex flex-wrap justify-content-between align-items-center mb-3">
        <h1 id="insert-category-title" className="h3 mb-0">
          {parent ? catalogueAdminText('categories.newSubCategory') : catalogueAdminText('categories.newCategory')}
        </h1>
        <Link to={basePath} className="btn btn-outline-secondary">
          {catalogueAdminText('back')}
        </Link>
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${id}-parent`}>
          {catalogueAdminText('categories.parent')}
        </label>
        <select
          id={`${id}-parent`}
          className="form-select"
          value={parent ? String(parent.id) : ''}
          aria-describedby={`${id}-parent-hint`}
          onChange={(event) => setParams(event.target.value ? { category: event.target.value } : {}, { replace: true })}
        >
          <option value="">{catalogueAdminText('categories.parentNone')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {localized(category, 'name', 'tr')}
            </option>
          ))}
        </select>
        <div id={`${id}-parent-hint`} className="form-text">
          {catalogueAdminText('categories.parentHint')}
        </div>
      </div>
      <CategoryForm
        key={parent ? `sub-${parent.id}` : 'main'}
        languages={languages}
        sub={Boolean(parent)}
        submitLabel={catalogueAdminText('save')}
        onSave={create}
      />
    </section>
  );
}
