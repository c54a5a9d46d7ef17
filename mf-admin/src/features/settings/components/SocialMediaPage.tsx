/** settings/socialMedia: the links (name, uri, icon), added, edited, deleted after confirmation and ordered. */
import { SocialIcon } from '@vitrin/shared-libs/ui/SocialIcon';
import { useState } from 'react';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { SortableList } from '@vitrin/shared-libs/ui/SortableList';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { useQueueOrder } from '@vitrin/shared-libs/ui/useQueueOrder';
import type { SocialMediaItem } from '@vitrin/shared-libs/types/api';
import { ItemActions, settingsItemLabels } from '../../../components/ItemActions';
import { settingsText } from '../../../i18n/settingsTexts';
import { saveQueueWithDialogs, staffSortableTexts } from '@vitrin/shared-libs/ui/staffSortable';
import { confirmDelete, runWithDialogs } from '@vitrin/shared-libs/ui/outcome';
import { useDeleteSocialMediaMutation } from '../api/deleteSocialMedia';
import { useSocialMediaQuery } from '../api/getSocialMedia';
import { useQueueSocialMediaMutation } from '../api/queueSocialMedia';
import { SocialMediaForm } from './SocialMediaForm';

const EMPTY: SocialMediaItem[] = [];

export function SocialMediaPage() {
  const { data, isLoading, isError, refetch } = useSocialMediaQuery();
  const [editing, setEditing] = useState<SocialMediaItem | null>(null);
  const [remove] = useDeleteSocialMediaMutation();
  const [queue] = useQueueSocialMediaMutation();
  const order = useQueueOrder(
    data ?? EMPTY,
    (item) => item.id,
    (entries) => saveQueueWithDialogs(() => queue(entries).unwrap()),
  );

  if (isLoading) return <Spinner label={settingsText('loading')} />;
  if (isError || !data)
    return <LoadError message={settingsText('loadError')} retryLabel={settingsText('retry')} onRetry={() => void refetch()} />;

  const onDelete = async (item: SocialMediaItem) => {
    if (!(await confirmDelete())) return;
    const outcome = await runWithDialogs(() => remove(item.id).unwrap(), {
      successText: settingsText('dialogs.deleted'),
      failureTitle: settingsText('dialogs.deleteFailure'),
    });
    if (outcome.ok && editing?.id === item.id) setEditing(null);
  };

  return (
    <section aria-labelledby="social-media-title">
      <h1 id="social-media-title" className="h3 mb-2">
        {settingsText('socialMedia.title')}
      </h1>
      <p className="text-body-secondary">{settingsText('socialMedia.intro')}</p>
      <div className="row g-4">
        <div className="col-lg-5">
          <SocialMediaForm key={editing?.id ?? 'new'} item={editing} onDone={() => setEditing(null)} />
        </div>
        <div className="col-lg-7">
          {order.items.length === 0 ? (
            <p>{settingsText('empty')}</p>
          ) : (
            <SortableList
              items={order.items}
              getId={(item) => item.id}
              getLabel={(item) => item.name}
              onReorder={(next) => void order.reorder(next)}
              texts={staffSortableTexts}
              label={settingsText('socialMedia.listLabel')}
              disabled={order.saving}
              renderItem={(item) => (
                <div className="d-flex align-items-center gap-2 flex-wrap">
                  <SocialIcon name={item.icon_name} />
                  <span className="fw-semibold">{item.name}</span>
                  <span className="text-body-secondary small text-truncate">{item.uri}</span>
                  <ItemActions
                    {...settingsItemLabels(item.name)}
                    onEdit={() => setEditing(item)}
                    onDelete={() => void onDelete(item)}
                  />
                </div>
              )}
            />
          )}
        </div>
      </div>
    </section>
  );
}
