/** The home page's featured categories (choose, order, remove), a section of the pages/home screen. */
import { useId, useMemo } from 'react';
import { showDialog } from '@vitrin/shared-libs/ui/dialogs';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { SortableList } from '@vitrin/shared-libs/ui/SortableList';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { useQueueOrder } from '@vitrin/shared-libs/ui/useQueueOrder';
import type { Category } from '@vitrin/shared-libs/types/api';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { contentText } from '../../../i18n/contentTexts';
import { useActiveLanguagesQuery } from '@vitrin/shared-libs/api/adminApi';
import { useFeaturedChoicesQuery, useHomeFeaturedQuery, useSaveHomeFeaturedMutation } from '../api/homeFeatured';
import { confirmDelete, showSuccess } from '@vitrin/shared-libs/ui/outcome';
import { useStaffForm } from '@vitrin/shared-libs/ui/useStaffForm';
import { saveQueueWithDialogs, staffSortableTexts } from '@vitrin/shared-libs/ui/staffSortable';
import { IconAction } from '@vitrin/shared-libs/ui/IconAction';
import { HistoryLink } from '@vitrin/shared-libs/ui/HistoryLink';
import { SITE_WIDE_HISTORY_ID } from '@vitrin/shared-libs/registry/historyEntities';
import * as icons from '../../../components/icons';

export function FeaturedCategories() {
  const featured = useHomeFeaturedQuery();
  const choices = useFeaturedChoicesQuery();
  const languages = useActiveLanguagesQuery();
  const mainLang = languages.data?.[0]?.abbr ?? 'en';

  if (featured.isLoading || choices.isLoading) return <Spinner label={contentText('loading')} />;
  if (featured.isError || choices.isError || !featured.data || !choices.data) {
    return (
      <LoadError
        message={contentText('loadError')}
        retryLabel={contentText('retry')}
        onRetry={() => {
          void featured.refetch();
          void choices.refetch();
        }}
      />
    );
  }
  return <FeaturedList ids={featured.data} categories={choices.data} mainLang={mainLang} />;
}

function FeaturedList({ ids, categories, mainLang }: { ids: number[]; categories: Category[]; mainLang: string }) {
  const selectId = useId();
  const [save, { isLoading: saving }] = useSaveHomeFeaturedMutation();
  const byId = useMemo(() => new Map(categories.map((c) => [c.id, c])), [categories]);
  const items = useMemo(() => ids.map((id) => byId.get(id)).filter((c): c is Category => c !== undefined), [ids, byId]);
  const labelOf = (c: Category) => localized(c, 'name', mainLang) || `#${c.id}`;
  const order = useQueueOrder(
    items,
    (c) => c.id,
    async (queue) => {
      // Weights count down: the heaviest shows first.
      const next = [...queue].sort((a, b) => b.queue - a.queue).map((entry) => entry.id);
      return saveQueueWithDialogs(() => save(next).unwrap());
    },
  );

  // Choosing a category to add is a form like any other: Enter or Ctrl+S sends it, leaving asks.
  const addForm = useStaffForm({
    initial: { category_ids: '' },
    save: ({ category_ids: id }) => save([...ids, Number(id)]).unwrap(),
    texts: { successTitle: contentText('dialogs.updated'), listFieldMessages: true },
  });
  const adding = addForm.values.category_ids;
  const addError = addForm.errors.category_ids;

  const onRemove = async (c: Category) => {
    const yes = await confirmDelete();
    if (!yes) return;
    try {
      await save(ids.filter((id) => id !== c.id)).unwrap();
      await showSuccess(contentText('dialogs.deleted'));
    } catch {
      await showDialog({ icon: 'error', title: contentText('dialogs.deleteFailed') });
    }
  };

  const available = categories.filter((c) => !ids.includes(c.id));
  return (
    <section aria-labelledby="home-featured-heading" className="mb-5">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h2 id="home-featured-heading" className="h4 mb-0">
          {contentText('home.featuredHeading')}
        </h2>
        <HistoryLink entity="home" id={SITE_WIDE_HISTORY_ID} />
      </div>
      <form className="card card-body mb-3" noValidate onSubmit={(event) => void addForm.submit(event)}>
        <label className="form-label" htmlFor={selectId}>
          {contentText('home.featuredAdd')}
        </label>
        <div className="d-flex gap-2" style={{ maxWidth: 480 }}>
          <select
            id={selectId}
            name="category_ids"
            className={`form-select${addError ? ' is-invalid' : ''}`}
            aria-invalid={addError ? true : undefined}
            aria-describedby={addError ? `${selectId}-error` : undefined}
            value={adding}
            onChange={(event) => addForm.set('category_ids')(event.target.value)}
          >
            <option value="">{contentText('home.featuredChoose')}</option>
            {available.map((c) => (
              <option key={c.id} value={c.id}>
                {labelOf(c)}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn-primary" disabled={!adding || saving}>
            {contentText('home.featuredAddButton')}
          </button>
        </div>
        {addError && (
          <div id={`${selectId}-error`} className="invalid-feedback d-block">
            {addError}
          </div>
        )}
      </form>
      {order.items.length === 0 ? (
        <p>{contentText('home.featuredEmpty')}</p>
      ) : (
        <SortableList
          items={order.items}
          getId={(c) => c.id}
          getLabel={labelOf}
          label={contentText('home.featuredList')}
          texts={staffSortableTexts}
          disabled={order.saving || saving}
          onReorder={(next) => void order.reorder(next)}
          renderItem={(c) => (
            <div className="d-flex align-items-center gap-3 flex-grow-1">
              <span className="flex-grow-1">{labelOf(c)}</span>
              <IconAction
                icon={icons.trash}
                tone="danger"
                label={contentText('home.featuredRemove', { name: labelOf(c) })}
                onClick={() => void onRemove(c)}
              />
            </div>
          )}
        />
      )}
    </section>
  );
}
