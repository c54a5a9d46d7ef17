/** The home page's featured categories (choose, order, remove), a section of the pages/home screen. */
import { useId, useMemo, useState } from 'react';
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
import { confirmDelete, showFailure, showSuccess } from '@vitrin/shared-libs/ui/outcome';
import { saveQueueWithDialogs, staffSortableTexts } from '@vitrin/shared-libs/ui/staffSortable';

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
  const [adding, setAdding] = useState('');
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

  const onAdd = async () => {
    const id = Number(adding);
    if (!id || ids.includes(id)) return;
    try {
      await save([...ids, id]).unwrap();
      setAdding('');
      await showSuccess(contentText('dialogs.updated'));
    } catch (error) {
      await showFailure(error, { listFieldMessages: true });
    }
  };

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
      <h2 id="home-featured-heading" className="h4 mb-3">
        {contentText('home.featuredHeading')}
      </h2>
      <div className="card card-body mb-3">
        <label className="form-label" htmlFor={selectId}>
          {contentText('home.featuredAdd')}
        </label>
        <div className="d-flex gap-2" style={{ maxWidth: 480 }}>
          <select id={selectId} className="form-select" value={adding} onChange={(event) => setAdding(event.target.value)}>
            <option value="">{contentText('home.featuredChoose')}</option>
            {available.map((c) => (
              <option key={c.id} value={c.id}>
                {labelOf(c)}
              </option>
            ))}
          </select>
          <button type="button" className="btn btn-primary" disabled={!adding || saving} onClick={() => void onAdd()}>
            {contentText('home.featuredAddButton')}
          </button>
        </div>
      </div>
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
              <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void onRemove(c)}>
                {contentText('home.featuredRemove', { name: labelOf(c) })}
              </button>
            </div>
          )}
        />
      )}
    </section>
  );
}
