/**
 * pages/{air-springs|spare-parts}: the section's products, paged and sorted on the server, searchable, filterable
 * by category and state, bulk delete. The view (page, search, sort, filters) is in the address.
 */
import { SearchForm } from '@vitrin/shared-libs/ui/SearchForm';
import { StatusBadge, Thumbnail } from '@vitrin/shared-libs/ui/Thumbnail';
import { StaffTitleBar } from '@vitrin/shared-libs/ui/StaffActions';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Section } from '@vitrin/shared-libs/types/api';
import { IconAction, IconActions } from '@vitrin/shared-libs/ui/IconAction';
import { ListTable, type ListTexts } from '@vitrin/shared-libs/ui/ListTable';
import { FilterSelect } from '@vitrin/shared-libs/ui/ListFilters';
import { MissingTranslationFilter } from '@vitrin/shared-libs/ui/MissingTranslationFilter';
import { MISSING_LANG_PARAM } from '@vitrin/shared-libs/registry/translations';
import { ScheduleBadge, ScheduleFilter } from '@vitrin/shared-libs/ui/Schedule';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { useAdminCategoriesQuery } from '../../../api/getAdminCategories';
import * as icons from '../../../components/icons';
import { useListState } from '@vitrin/shared-libs/ui/useListParams';
import { catalogueAdminText } from '../../../i18n/catalogueAdminTexts';
import { confirmDelete, reportOutcome } from '@vitrin/shared-libs/ui/outcome';
import { useDeleteProductMutation, useDeleteProductsMutation } from '../api/deleteProducts';
import { useAdminProductsQuery } from '../api/getAdminProducts';
import { ProductImportExport } from './ProductImportExport';
import { ProductOrder } from './ProductOrder';

const LIST_TEXTS: ListTexts = {
  loading: catalogueAdminText('loading'),
  retry: catalogueAdminText('products.retry'),
  pager: {
    nav: catalogueAdminText('products.pagination'),
    previous: catalogueAdminText('products.previousPage'),
    next: catalogueAdminText('products.nextPage'),
    page: (page) => catalogueAdminText('products.page', { page }),
  },
};
const STATES = [
  { value: '1', label: catalogueAdminText('active') },
  { value: '0', label: catalogueAdminText('passive') },
];

export function ProductListPage({ section, title, basePath }: { section: Section; title: string; basePath: string }) {
  const id = useId();
  const list = useListState('products', ['category_id', 'is_active', 'schedule', MISSING_LANG_PARAM]);
  const [picked, setSelected] = useState<number[]>([]);
  const [ordering, setOrdering] = useState(false);
  const categories = useAdminCategoriesQuery(section);
  const query = useAdminProductsQuery({ section, ...list.query });
  const { data } = query;
  const [deleteOne] = useDeleteProductMutation();
  const [deleteMany] = useDeleteProductsMutation();

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
        <SearchForm
          id={`${id}-search`}
          value={list.search}
          onSearch={list.setSearch}
          label={catalogueAdminText('products.search')}
          button={catalogueAdminText('products.searchButton')}
          className="col-md-6"
        />
        <div className="col-md-4">
          <label className="form-label" htmlFor={`${id}-category`}>
            {catalogueAdminText('products.categoryFilter')}
          </label>
          <select
            id={`${id}-category`}
            className="form-select"
            value={list.filters.category_id}
            onChange={(e) => list.setFilter('category_id', e.target.value)}
          >
            <option value="">{catalogueAdminText('products.allCategories')}</option>
            {(categories.data ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {localized(category, 'name', 'tr')}
              </option>
            ))}
          </select>
        </div>
        <div className="col-md-2">
          <FilterSelect
            label={catalogueAdminText('products.status')}
            all={catalogueAdminText('products.allStates')}
            value={list.filters.is_active}
            options={STATES}
            onChange={(value) => list.setFilter('is_active', value)}
          />
        </div>
        <div className="col-md-4">
          <ScheduleFilter
            value={list.filters.schedule}
            all={catalogueAdminText('products.allStates')}
            onChange={(value) => list.setFilter('schedule', value)}
          />
        </div>
        <div className="col-md-4">
          <MissingTranslationFilter
            label={catalogueAdminText('products.missingTranslation')}
            all={catalogueAdminText('products.allStates')}
            value={list.filters[MISSING_LANG_PARAM]}
            onChange={(value) => list.setFilter(MISSING_LANG_PARAM, value)}
          />
        </div>
        <div className="col-md-4 text-md-end">
          <button type="button" className="btn btn-danger" disabled={selected.length === 0} onClick={() => void remove(selected)}>
            {catalogueAdminText('products.deleteSelected', { count: selected.length })}
          </button>
        </div>
      </div>
      <ListTable
        query={query}
        texts={LIST_TEXTS}
        caption={catalogueAdminText('products.total', { total: data?.total ?? 0 })}
        showCaption
        loadError={catalogueAdminText('products.loadError')}
        empty={catalogueAdminText('products.empty')}
        onPage={list.setPage}
        sort={list.sort}
        tableClassName="table table-striped align-middle"
        columns={[
          <input
            key="all"
            type="checkbox"
            className="form-check-input"
            aria-label={catalogueAdminText('products.selectAll')}
            checked={allSelected}
            onChange={() => setSelected(allSelected ? [] : rows.map((row) => row.id))}
          />,
          { label: catalogueAdminText('products.picture'), hidden: true },
          { label: catalogueAdminText('products.code'), sort: 'code' },
          { label: catalogueAdminText('products.name'), sort: 'name' },
          { label: catalogueAdminText('products.status'), sort: 'is_active' },
          catalogueAdminText('products.actions'),
        ]}
        row={(row) => (
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
              <div className="d-flex flex-wrap gap-1">
                <StatusBadge
                  active={row.is_active}
                  label={row.is_active ? catalogueAdminText('active') : catalogueAdminText('passive')}
                />
                <ScheduleBadge state={row.schedule_state} publishAt={row.publish_at} />
              </div>
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
        )}
      />
    </section>
  );
}
