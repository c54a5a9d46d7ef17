/**
 * Edit and delete icon buttons of a list row; their names (and tooltips) name the row ("Düzenle Facebook",
 * "ISO 9001 düzenle").
 */
import { IconAction, IconActions } from '@vitrin/shared-libs/ui/IconAction';
import { settingsText } from '../i18n/settingsTexts';
import * as icons from './icons';

interface Props {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}

export function ItemActions({ editLabel, deleteLabel, onEdit, onDelete }: Props) {
  return (
    <span className="ms-auto">
      <IconActions>
        <IconAction icon={icons.pencil} tone="primary" label={editLabel} onClick={onEdit} />
        <IconAction icon={icons.trash} tone="danger" label={deleteLabel} onClick={onDelete} />
      </IconActions>
    </span>
  );
}

/** The settings lists' names for a row's actions: "Düzenle {name}", "Sil {name}". */
export const settingsItemLabels = (name: string) => ({
  editLabel: `${settingsText('edit')} ${name}`,
  deleteLabel: `${settingsText('delete')} ${name}`,
});

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
