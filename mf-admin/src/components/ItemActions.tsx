/** Edit and delete buttons of a list row; `label` names the row for screen readers ("Düzenle Facebook"). */
import { ts } from '../i18n/settingsTexts';

export function ItemActions({ label, onEdit, onDelete }: { label: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <span className="ms-auto d-flex gap-1">
      <button type="button" className="btn btn-sm btn-primary" onClick={onEdit}>
        {ts('edit')}
        <span className="visually-hidden"> {label}</span>
      </button>
      <button type="button" className="btn btn-sm btn-danger" onClick={onDelete}>
        {ts('delete')}
        <span className="visually-hidden"> {label}</span>
      </button>
    </span>
  );
}

/** A form's footer: Ekle for a new item, Kaydet and Vazgeç while editing one. */
export function FormActions({ editing, busy, onCancel }: { editing: boolean; busy: boolean; onCancel: () => void }) {
  return (
    <div className="card-footer d-flex gap-2">
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? ts('saving') : editing ? ts('save') : ts('add')}
      </button>
      {editing && (
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {ts('cancel')}
        </button>
      )}
    </div>
  );
}
