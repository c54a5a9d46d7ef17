/** Adds a social media link, or edits the one given. */
import { HistoryLink } from '@vitrin/shared-libs/ui/HistoryLink';
import { SocialIcon } from '@vitrin/shared-libs/ui/SocialIcon';
import type { SocialMediaItem } from '@vitrin/shared-libs/types/api';
import { settingsText } from '../../../i18n/settingsTexts';
import { useSaveSocialMediaMutation } from '../api/saveSocialMedia';
import { FormActions } from '../../../components/ItemActions';
import { TextField } from '@vitrin/shared-libs/ui/TextField';
import { useStaffForm } from '@vitrin/shared-libs/ui/useStaffForm';

/** Bootstrap Icons the public site can show for a link. */
export const SOCIAL_ICONS = [
  'bi-facebook',
  'bi-instagram',
  'bi-linkedin',
  'bi-youtube',
  'bi-twitter-x',
  'bi-tiktok',
  'bi-whatsapp',
  'bi-telegram',
  'bi-pinterest',
  'bi-vimeo',
  'bi-globe',
];

const BLANK = { name: '', uri: '', icon_name: 'bi-globe' };

export function SocialMediaForm({ item, onDone }: { item: SocialMediaItem | null; onDone: () => void }) {
  const [save] = useSaveSocialMediaMutation();
  const { values, set, errors, submit, submitting } = useStaffForm({
    initial: item ? { name: item.name, uri: item.uri, icon_name: item.icon_name } : BLANK,
    save: (values) => save({ ...values, ...(item ? { id: item.id } : {}) }).unwrap(),
    successText: item ? settingsText('dialogs.updated') : undefined,
    afterSave: () => BLANK,
    onSaved: onDone,
  });

  const formId = item ? `social-${item.id}` : 'social-new';
  return (
    <form className="card" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="card-header h5 m-0">
        {item ? settingsText('socialMedia.editTitle') : settingsText('socialMedia.newTitle')}
      </h2>
      <div className="card-body">
        {item && (
          <div className="mb-3">
            <HistoryLink entity="social_media" id={item.id} />
          </div>
        )}
        <TextField
          id={`${formId}-name`}
          label={settingsText('socialMedia.name')}
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          maxLength={60}
        />
        <TextField
          id={`${formId}-uri`}
          label={settingsText('socialMedia.uri')}
          type="url"
          value={values.uri}
          onChange={set('uri')}
          error={errors.uri}
          maxLength={500}
        />
        <div className="mb-3">
          <label htmlFor={`${formId}-icon`} className="form-label">
            {settingsText('socialMedia.icon')}
          </label>
          <div className="input-group">
            <span className="input-group-text" aria-hidden="true" data-testid="social-icon-preview">
              <SocialIcon name={values.icon_name} />
            </span>
            <select
              id={`${formId}-icon`}
              className={`form-select ${errors.icon_name ? 'is-invalid' : ''}`}
              value={values.icon_name}
              onChange={(event) => set('icon_name')(event.target.value)}
            >
              {SOCIAL_ICONS.map((icon) => (
                <option key={icon} value={icon}>
                  {icon.replace(/^bi-/, '')}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <FormActions editing={Boolean(item)} busy={submitting} onCancel={onDone} />
    </form>
  );
}
