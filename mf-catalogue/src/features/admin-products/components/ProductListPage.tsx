/** pages/{air-springs|spare-parts}: the section's products, paged on the server, searchable, filterable, bulk delete. */
import { StatusBadge, Thumbnail } from '@vitrin/shared-libs/ui/Thumbnail';
import { StaffTitleBar } from '@vitrin/shared-libs/ui/StaffActions';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { Section } from '@vitrin/shared-libs/types/api';
import { IconAction, IconActions } from '@vitrin/shared-libs/ui/IconAction';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { useAdminCategoriesQuery } from '../../../api/getAdminCategories';
import * as icons from '../../../components/icons';
import { Pager, type PagerLabels } from '@vitrin/shared-libs/ui/Pager';
import { pageChange, useListParams, type ParamChanges } from '../../../hooks/useListParams';
import { catalogueAdminText } from '../../../i18n/catalogueAdminTexts';
import { confirmDelete, reportOutcome } from '@vitrin/shared-libs/ui/outcome';
import { useDeleteProductMutation, useDeleteProductsMutation } from '../api/deleteProducts';
import { useAdminProductsQuery } from '../api/getAdminProducts';
import { ProductImportExport } from './ProductImportExport';
import { ProductOrder } from './ProductOrder';

const PAGER_LABELS: PagerLabels = {
  nav: catalogueAdminText('products.pagination'),
  previous: catalogueAdminText('products.previousPage'),
  next: catalogueAdminText('products.nextPage'),
  page: (page) => catalogueAdminText('products.page', { page }),
};

export function ProductListPage({ section, title, basePath }: { section: Section; title: string; basePath: string }) {
  const id = useId();
  const { params, page, update } = useListParams();
  const search = params.get('search') ?? '';
  const categoryId = params.get('category_id') ?? '';
  const [text, setText] = useState(search);
  const [picked, setSelected] = useState<number[]>([]);
  const [ordering, setOrdering] = useState(false);
  const categories = useAdminCategoriesQuery(section);
  const { data, isLoading, isFetching } = useAdminProductsQuery({
    section,
    page,
    ...(search ? { search } : {}),
    ...(categoryId ? { category_id: Number(categoryId) } : {}),
  });
  const [deleteOne] = useDeleteProductMutation();
  const [deleteMany] = useDeleteProductsMutation();

  const go = (changes: ParamChanges) => {
    setSelected([]);
    update(changes);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ search: text.trim() || null, page: null });
  };
  const remove = async (ids: number[]) => {
    if (ids.length === 0 || !(await confirmDelete())) return;
    const result = ids.length === 1 ? await deleteOne(ids[0]!) : await deleteMany(ids);
    if (
      await reportOutcome(result, {
        successTitle: catalogueAdminText('dialogs.deleted'),
        systemTitle: catalogueAdminText('dialogs.deleteFailed'),
      })
    )
      setSelected([]);
  };

  const rows = data?.data ?? [];
  // Only rows on screen are selected: once the list reloads without the deleted ones, they count no more.
  const selected = picked.filter((productId) => rows.some((row) => row.id === productId));
  const allSelected = rows.length > 0 && rows.every((row) => selected.includes(row.id));
  const toggle = (productId: number) =>
    setSelected((list) => (list.includes(productId) ? list.filter((x) => x !== productId) : [...list, productId]));

  return (
    <section aria-labelledby={`${id}-title`}>
      <StaffTitleBar
        titleId={`${id}-title`}
        title={title}
        actions={
          <>
            <ProductImportExport section={section} />
            <button
              type="button"
              className="btn btn-outline-secondary"
              aria-expanded={ordering}
              onClick={() => setOrdering(!ordering)}
            >
              {ordering ? catalogueAdminText('products.closeOrder') : catalogueAdminText('products.order')}
            </button>
            <Link to={`${basePath}/insert`} className="btn btn-primary">
              {catalogueAdminText('products.new')}
            </Link>
          </>
        }
      />
      {ordering && <ProductOrder section={section} />}
      <div className="row g-2 align-items-end mb-3">
        <form role="search" className="col-md-6 d-flex gap-2 align-items-end" onSubmit={onSearch}>
          <div className="flex-grow-1">
            <label className="form-label" htmlFor={`${id}-search`}>
              {catalogueAdminText('products.search')}
            </label>
            <input
              id={`${id}-search`}
              type="search"
              className="form-control"
              value={text}
              maxLength={100}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-outline-primary">
            {catalogueAdminText('products.searchButton')}
          </button>
        </form>
        <div className="col-md-4">
          <label className="form-label" htmlFor={`${id}-category`}>
            {catalogueAdminText('products.categoryFilter')}
          </label>
          <select
            id={`${id}-category`}
            className="form-select"
            value={categoryId}
            onChange={(e) => go({ category_id: e.target.value || null, page: null })}
          >
            <option value="">{catalogueAdminText('products.allCategories')}</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {localized(category, 'name', 'tr')}
              </option>
            ))}
          </select>
        </div>
        <div className="col-md-2 text-md-end">
          <button type="button" className="btn btn-danger" disabled={selected.length === 0} onClick={() => void remove(selected)}>
            {catalogueAdminText('products.deleteSelected', { count: selected.length })}
          </button>
        </div>
      </div>
      {isLoading ? (
        <Spinner label={catalogueAdminText('loading')} />
      ) : (
        <div className="table-responsive" aria-busy={isFetching}>
          <table className="table table-striped align-middle">
            <caption>{catalogueAdminText('products.total', { total: data?.total ?? 0 })}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <input
                    type="checkbox"
                    className="form-check-input"
                    aria-label={catalogueAdminText('products.selectAll')}
                    checked={allSelected}
                    onChange={() => setSelected(allSelected ? [] : rows.map((row) => row.id))}
                  />
                </th>
                <th scope="col">
                  <span className="visually-hidden">{catalogueAdminText('products.picture')}</span>
                </th>
                <th scope="col">{catalogueAdminText('products.code')}</th>
                <th scope="col">{catalogueAdminText('products.name')}</th>
                <th scope="col">{catalogueAdminText('products.status')}</th>
                <th scope="col">{catalogueAdminText('products.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && (
                <tr>
                  <td colSpan={6}>{catalogueAdminText('products.empty')}</td>
                </tr>
              )}
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <input
                      type="checkbox"
                      className="form-check-input"
                      aria-label={catalogueAdminText('products.select', { code: row.code })}
                      checked={selected.includes(row.id)}
                      onChange={() => toggle(row.id)}
                    />
                  </td>
                  <td>
                    <Thumbnail image={row.image} />
                  </td>
                  <td>{row.code}</td>
                  <td>{localized(row, 'name', 'tr')}</td>
                  <td>
                    <StatusBadge
                      active={row.is_active}
                      label={row.is_active ? catalogueAdminText('active') : catalogueAdminText('passive')}
                    />
                  </td>
                  <td>
                    <IconActions>
                      <IconAction
                        icon={icons.pencil}
                        tone="primary"
                        label={`${catalogueAdminText('edit')}: ${row.code}`}
                        to={`${basePath}/update/${row.id}`}
                      />
                      <IconAction
                        icon={icons.trash}
                        tone="danger"
                        label={`${catalogueAdminText('delete')}: ${row.code}`}
                        onClick={() => void remove([row.id])}
                      />
                    </IconActions>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && (
        <Pager page={data.current_page} lastPage={data.last_page} onPage={(p) => go(pageChange(p))} labels={PAGER_LABELS} />
      )}
    </section>
  );
}
