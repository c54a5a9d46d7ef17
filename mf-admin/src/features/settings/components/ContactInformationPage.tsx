/** settings/contactInfo: entries per section and language, added, edited, deleted after confirmation, ordered. */
import { useState } from 'react';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { SortableList } from '@vitrin/shared-libs/ui/SortableList';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { useQueueOrder } from '@vitrin/shared-libs/ui/useQueueOrder';
import type { ContactInfoItem, ContactInfoSection } from '@vitrin/shared-libs/types/api';
import { ItemActions, settingsItemLabels } from '../../../components/ItemActions';
import { settingsText } from '../../../i18n/settingsTexts';
import { saveQueueWithDialogs, staffSortableTexts } from '@vitrin/shared-libs/ui/staffSortable';
import { useAdminLanguagesQuery } from '@vitrin/shared-libs/api/adminApi';
import { confirmDelete, runWithDialogs } from '@vitrin/shared-libs/ui/outcome';
import { useDeleteContactInformationMutation } from '../api/deleteContactInformation';
import { useContactInformationQuery } from '../api/getContactInformation';
import { useQueueContactInformationMutation } from '../api/queueContactInformation';
import { CONTACT_SECTIONS } from '@vitrin/shared-libs/types/api';
import { ContactInformationForm } from './ContactInformationForm';

export function ContactInformationPage() {
  const items = useContactInformationQuery();
  const languages = useAdminLanguagesQuery();
  const [lang, setLang] = useState<string | null>(null);
  const [editing, setEditing] = useState<ContactInfoItem | null>(null);

  if (items.isLoading || languages.isLoading) return <Spinner label={settingsText('loading')} />;
  if (!items.data || !languages.data) {
    return (
      <LoadError
        message={settingsText('loadError')}
        retryLabel={settingsText('retry')}
        onRetry={() => {
          void items.refetch();
          void languages.refetch();
        }}
      />
    );
  }
  const langs = languages.data.map((l) => l.abbr);
  const current = lang ?? languages.data.find((l) => l.is_default)?.abbr ?? langs[0] ?? 'en';
  const shown = items.data.filter((item) => item.lang === current);

  return (
    <section aria-labelledby="contact-info-title">
      <h1 id="contact-info-title" className="h3 mb-2">
        {settingsText('contactInfo.title')}
      </h1>
      <p className="text-body-secondary">{settingsText('contactInfo.intro')}</p>
      <div className="mb-4" style={{ maxWidth: '16rem' }}>
        <label htmlFor="contact-info-lang" className="form-label">
          {settingsText('contactInfo.filterLanguage')}
        </label>
        <select
          id="contact-info-lang"
          className="form-select"
          value={current}
          onChange={(event) => {
            setLang(event.target.value);
            setEditing(null);
          }}
        >
          {languages.data.map((l) => (
            <option key={l.abbr} value={l.abbr}>
              {l.lang} ({l.abbr.toUpperCase()})
            </option>
          ))}
        </select>
      </div>
      <div className="row g-4">
        <div className="col-xl-5">
          <ContactInformationForm
            key={editing?.id ?? `new-${current}`}
            item={editing}
            langs={langs}
            defaultLang={current}
            onDone={() => setEditing(null)}
          />
        </div>
        <div className="col-xl-7">
          {CONTACT_SECTIONS.map((section) => (
            <SectionList
              key={`${section}-${current}`}
              section={section}
              lang={current}
              items={shown.filter((item) => item.section === section)}
              onEdit={setEditing}
              onDeleted={(id) => editing?.id === id && setEditing(null)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

interface SectionListProps {
  section: ContactInfoSection;
  lang: string;
  items: ContactInfoItem[];
  onEdit: (item: ContactInfoItem) => void;
  onDeleted: (id: number) => void;
}

function SectionList({ section, lang, items, onEdit, onDeleted }: SectionListProps) {
  const [remove] = useDeleteContactInformationMutation();
  const [queue] = useQueueContactInformationMutation();
  const order = useQueueOrder(
    items,
    (item) => item.id,
    (entries) => saveQueueWithDialogs(() => queue(entries).unwrap()),
  );
  const title = settingsText(`contactInfo.sections.${section}`);

  const onDelete = async (item: ContactInfoItem) => {
    if (!(await confirmDelete())) return;
    const outcome = await runWithDialogs(() => remove(item.id).unwrap(), {
      successText: settingsText('dialogs.deleted'),
      failureTitle: settingsText('dialogs.deleteFailure'),
    });
    if (outcome.ok) onDeleted(item.id);
  };

  return (
    <div className="card mb-3">
      <h2 className="card-header h6 m-0">{title}</h2>
      <div className="card-body p-2">
        {order.items.length === 0 ? (
          <p className="m-2 text-body-secondary">{settingsText('empty')}</p>
        ) : (
          <SortableList
            items={order.items}
            getId={(item) => item.id}
            getLabel={(item) => item.name}
            onReorder={(next) => void order.reorder(next)}
            texts={staffSortableTexts}
            label={settingsText('contactInfo.listLabel', { section: title, lang: lang.toUpperCase() })}
            disabled={order.saving}
            renderItem={(item) => (
              <div className="d-flex align-items-center gap-2 flex-wrap">
                <span className="fw-semibold">{item.name}</span>
                <span className="text-body-secondary small text-truncate" style={{ maxWidth: '20rem' }}>
                  {item.content.replace(/<[^>]*>/g, ' ')}
                </span>
                <ItemActions
                  {...settingsItemLabels(item.name)}
                  onEdit={() => onEdit(item)}
                  onDelete={() => void onDelete(item)}
                />
              </div>
            )}
          />
        )}
      </div>
    </div>
  );
}
