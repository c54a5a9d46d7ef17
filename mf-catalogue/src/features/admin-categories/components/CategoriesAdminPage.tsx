/**
 * pages/{section}-categories, its /insert and /update/:id: the section's categories in queue order (drag, keyboard
 * or buttons) and delete with confirmation; the insert screen creates a category or a sub-category; the update
 * screen edits one category and its sub-categories.
 */
import { useMemo } from 'react';
import { MissingTranslationFilter, useMissingTranslationFilter } from '@vitrin/shared-libs/ui/MissingTranslationFilter';
import { HistoryLink } from '@vitrin/shared-libs/ui/HistoryLink';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import * as icons from '../../../components/icons';
import { useMountPath } from '../../../hooks/useMountPath';
import type { Category, Language, Section, SubCategory } from '@vitrin/shared-libs/types/api';
import { IconAction, IconActions } from '@vitrin/shared-libs/ui/IconAction';
import { SortableList } from '@vitrin/shared-libs/ui/SortableList';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { useQueueOrder } from '@vitrin/shared-libs/ui/useQueueOrder';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { useAdminCategoriesQuery, useAdminSubCategoriesQuery } from '../../../api/getAdminCategories';
import { orderedLanguages } from '../../../api/getLanguages';
import { useActiveLanguagesQuery } from '@vitrin/shared-libs/api/adminApi';
import { catalogueAdminText } from '../../../i18n/catalogueAdminTexts';
import { confirmDelete, reportOutcome, showOutcome } from '@vitrin/shared-libs/ui/outcome';
import { saveQueueWithDialogs, staffSortableTexts } from '@vitrin/shared-libs/ui/staffSortable';
import { useDeleteCategoryMutation, useSaveCategoryMutation, useSaveCategoryQueueMutation } from '../api/saveCategory';
import { CategoryForm } from './CategoryForm';
import { CategoryInsertPage } from './CategoryInsertPage';

const nameOf = (record: object) => localized(record, 'name', 'tr');
const EMPTY: Category[] = [];

export function CategoriesAdminPage({ section, title }: { section: Section; title: string }) {
  const basePath = useMountPath();
  const languages = useActiveLanguagesQuery();
  const categories = useAdminCategoriesQuery(section);
  if (!languages.data || !categories.data) return <Spinner label={catalogueAdminText('loading')} />;
  const langs = orderedLanguages(languages.data);
  // A white sheet: Bootstrap's secondary, danger and link colours keep 4.5:1 on it (not on the grey frame).
  return (
    <div className="bg-body rounded p-3">
      <Routes>
        <Route
          index
          element={
            <CategoryList section={section} title={title} categories={categories.data} languages={langs} basePath={basePath} />
          }
        />
        <Route
          path="insert"
          element={<CategoryInsertPage section={section} categories={categories.data} languages={langs} basePath={basePath} />}
        />
        <Route
          path="update/:id"
          element={<CategoryEdit section={section} categories={categories.data} languages={langs} basePath={basePath} />}
        />
      </Routes>
    </div>
  );
}

interface ListProps {
  section: Section;
  title: string;
  categories: Category[];
  languages: Language[];
  basePath: string;
}

function CategoryList({ section, title, categories, basePath }: ListProps) {
  const [saveQueue] = useSaveCategoryQueueMutation();
  const [deleteCategory] = useDeleteCategoryMutation();
  const order = useQueueOrder(
    categories ?? EMPTY,
    (c) => c.id,
    (queue) => saveQueueWithDialogs(() => saveQueue({ section, sub_category: null, queue }).unwrap()),
  );
  const { keep, ...missing } = useMissingTranslationFilter('category');
  const shown = useMemo(() => keep(order.items), [keep, order.items]);

  const remove = async (category: Category) => {
    if (!(await confirmDelete())) return;
    await reportOutcome(await deleteCategory({ id: category.id }), {
      successTitle: catalogueAdminText('dialogs.deleted'),
      systemTitle: catalogueAdminText('dialogs.deleteFailed'),
    });
  };
  return (
    <section aria-labelledby="admin-categories-title">
      <div className="d-flex flex-wrap justify-content-between align-items-center mb-4">
        <h1 id="admin-categories-title" className="h3 mb-0">
          {title}
        </h1>
        <Link to={`${basePath}/insert`} className="btn btn-primary">
          {catalogueAdminText('categories.newCategory')}
        </Link>
      </div>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h2 className="h5 mb-0">{catalogueAdminText('categories.order')}</h2>
        <MissingTranslationFilter
          label={catalogueAdminText('products.missingTranslation')}
          all={catalogueAdminText('products.allStates')}
          value={missing.lang}
          onChange={missing.setLang}
        />
      </div>
      {shown.length === 0 ? (
        <p>{catalogueAdminText(missing.filtering ? 'categories.noneMissing' : 'categories.empty')}</p>
      ) : (
        <SortableList
          items={shown}
          getId={(c) => c.id}
          getLabel={nameOf}
          label={catalogueAdminText('categories.order')}
          texts={staffSortableTexts}
          disabled={order.saving || missing.filtering}
          onReorder={(next) => void order.reorder(next)}
          renderItem={(category) => (
            <div className="d-flex flex-wrap align-items-center gap-3">
              <div className="flex-grow-1">
                <strong>{nameOf(category)}</strong> <code className="ms-2">{category.seo_name}</code>
                <div className="small text-body-secondary">
                  {catalogueAdminText('categories.subCategories')}:{' '}
                  {category.sub_categories.map(nameOf).join(', ') || catalogueAdminText('none')}
                </div>
              </div>
              <IconActions>
                <IconAction
                  icon={icons.pencil}
                  tone="primary"
                  label={`${catalogueAdminText('edit')}: ${nameOf(category)}`}
                  to={`${basePath}/update/${category.id}`}
                />
                <IconAction
                  icon={icons.trash}
                  tone="danger"
                  label={`${catalogueAdminText('delete')}: ${nameOf(category)}`}
                  onClick={() => void remove(category)}
                />
              </IconActions>
            </div>
          )}
        />
      )}
    </section>
  );
}

function CategoryEdit({ section, categories, languages, basePath }: Omit<ListProps, 'title'>) {
  const { id } = useParams();
  const category = categories.find((c) => String(c.id) === id);
  const [saveCategory] = useSaveCategoryMutation();
  if (!category) return <p>{catalogueAdminText('categories.empty')}</p>;
  const update = async (form: Record<string, string>, image: File | null, formElement: () => Element | null) => {
    const outcome = showOutcome(await saveCategory({ id: category.id, form, image }), {
      successTitle: catalogueAdminText('dialogs.updated'),
      form: formElement,
    });
    await outcome.closed;
    return outcome.errors;
  };
  return (
    <section aria-labelledby="edit-category-title">
      <div className="d-flex flex-wrap justify-content-between align-items-center mb-3">
        <h1 id="edit-category-title" className="h3 mb-0">
          {catalogueAdminText('categories.editCategory')}: {nameOf(category)}
        </h1>
        <div className="d-flex gap-2">
          <HistoryLink entity="category" id={category.id} />
          <Link to={basePath} className="btn btn-outline-secondary">
            {catalogueAdminText('back')}
          </Link>
        </div>
      </div>
      <CategoryForm
        key={category.id}
        languages={languages}
        initial={category}
        sub={false}
        submitLabel={catalogueAdminText('save')}
        onSave={update}
      />
      <SubCategories section={section} category={category} languages={languages} basePath={basePath} />
    </section>
  );
}

interface SubCategoriesProps {
  section: Section;
  category: Category;
  languages: Language[];
  basePath: string;
}

function SubCategories({ section, category, languages, basePath }: SubCategoriesProps) {
  const [saveQueue] = useSaveCategoryQueueMutation();
  const [saveCategory] = useSaveCategoryMutation();
  const [deleteCategory] = useDeleteCategoryMutation();
  // The category's own list, asked of the server (sub_category), so an edit made elsewhere shows here too.
  const subCategories = useAdminSubCategoriesQuery({ section, categoryId: category.id }).data ?? category.sub_categories;
  const order = useQueueOrder(
    subCategories,
    (s) => s.id,
    (queue) => saveQueueWithDialogs(() => saveQueue({ section, sub_category: category.id, queue }).unwrap()),
  );
  const update =
    (sub: SubCategory) => async (form: Record<string, string>, _image: File | null, formElement: () => Element | null) => {
      const outcome = showOutcome(await saveCategory({ id: sub.id, form: { ...form, sub_category: 'true' } }), {
        successTitle: catalogueAdminText('dialogs.updated'),
        form: formElement,
      });
      await outcome.closed;
      return outcome.errors;
    };
  const remove = async (sub: SubCategory) => {
    if (!(await confirmDelete())) return;
    await reportOutcome(await deleteCategory({ id: sub.id, sub: true }), {
      successTitle: catalogueAdminText('dialogs.deleted'),
      systemTitle: catalogueAdminText('dialogs.deleteFailed'),
    });
  };
  return (
    <section className="mt-5" aria-labelledby="sub-categories-title">
      <div className="d-flex flex-wrap justify-content-between align-items-center mb-3">
        <h2 id="sub-categories-title" className="h4 mb-0">
          {catalogueAdminText('categories.subCategories')}
        </h2>
        <Link to={`${basePath}/insert?category=${category.id}`} className="btn btn-outline-primary">
          {catalogueAdminText('categories.newSubCategory')}
        </Link>
      </div>
      {subCategories.length === 0 ? (
        <p>{catalogueAdminText('categories.noSubCategories')}</p>
      ) : (
        <SortableList
          items={order.items}
          getId={(s) => s.id}
          getLabel={nameOf}
          label={catalogueAdminText('categories.subOrder')}
          texts={staffSortableTexts}
          disabled={order.saving}
          onReorder={(next) => void order.reorder(next)}
          renderItem={(sub) => (
            <details>
              <summary>
                {nameOf(sub)} <code className="ms-2">{sub.seo_name}</code>
              </summary>
              <div className="mt-2">
                <CategoryForm
                  languages={languages}
                  initial={sub}
                  sub
                  submitLabel={catalogueAdminText('save')}
                  onSave={update(sub)}
                />
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger mt-2"
                  aria-label={`${catalogueAdminText('delete')}: ${nameOf(sub)}`}
                  onClick={() => void remove(sub)}
                >
                  {catalogueAdminText('delete')}
                </button>
              </div>
            </details>
          )}
        />
      )}
    </section>
  );
}
