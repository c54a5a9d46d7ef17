/** A content form's foot: the save button, busy while saving, and the mark that changes are not saved yet. */
import { FormActionBar } from '@vitrin/shared-libs/ui/StaffActions';
import { contentText } from '../i18n/contentTexts';

export function SaveBar({ saving, dirty }: { saving: boolean; dirty: boolean }) {
  return (
    <FormActionBar>
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? contentText('saving') : contentText('save')}
      </button>
      {dirty && <span className="text-body-secondary small">{contentText('unsaved')}</span>}
    </FormActionBar>
  );
}
