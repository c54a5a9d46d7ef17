/** Edit and delete icon buttons of a list row; `label` names the row in their names and tooltips ("Düzenle Facebook"). */
import { IconAction, IconActions } from '@vitrin/shared-libs/ui/IconAction';
import { settingsText } from '../i18n/settingsTexts';
import * as icons from './icons';

export function ItemActions({ label, onEdit, onDelete }: { label: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <span className="ms-auto">
      <IconActions>
        <IconAction icon={icons.pencil} tone="primary" label={`${settingsText('edit')} ${label}`} onClick={onEdit} />
        <IconAction icon={icons.trash} tone="danger" label={`${settingsText('delete')} ${label}`} onClick={onDelete} />
      </IconActions>
    </span>
  );
}

/** A form's footer: Ekle for a new item, Kaydet and Vazgeç while editing one. */
export function FormActions({ editing, busy, onCancel }: { editing: boolean; busy: boolean; onCancel: () => void }) {
  return (
    <div className="card-footer d-flex gap-2">
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? settingsText('saving') : editing ? settingsText('save') : settingsText('add')}
      </button>
      {editing && (
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {settingsText('cancel')}
        </button>
      )}
    </div>
  );
}
