/** Adds a contact entry, or edits the one given: section, language, title and content. */
import { HistoryLink } from '@vitrin/shared-libs/ui/HistoryLink';
import { CONTACT_SECTIONS, type ContactInfoItem, type ContactInfoSection } from '@vitrin/shared-libs/types/api';
import { settingsText } from '../../../i18n/settingsTexts';
import { useSaveContactInformationMutation } from '../api/saveContactInformation';
import { FormActions } from '../../../components/ItemActions';
import { TextField } from '@vitrin/shared-libs/ui/TextField';
import { useStaffForm } from '@vitrin/shared-libs/ui/useStaffForm';

const INPUT_TYPE: Partial<Record<ContactInfoSection, 'tel' | 'email' | 'url'>> = {
  telefon: 'tel',
  email: 'email',
  source_link: 'url',
};

export interface ContactInformationFormProps {
  item: ContactInfoItem | null;
  langs: string[];
  defaultLang: string;
  onDone: () => void;
}

export function ContactInformationForm({ item, langs, defaultLang, onDone }: ContactInformationFormProps) {
  const [save] = useSaveContactInformationMutation();
  const { values, set, errors, submit, submitting } = useStaffForm({
    initial: item
      ? { section: item.section, name: item.name, content_data: item.content, lang: item.lang }
      : { section: 'telefon' as ContactInfoSection, name: '', content_data: '', lang: defaultLang },
    save: (values) => save({ ...values, ...(item ? { id: item.id } : {}) }).unwrap(),
    successText: item ? settingsText('dialogs.updated') : undefined,
    // The next entry is often of the same kind and language.
    afterSave: (saved) => ({ ...saved, name: '', content_data: '' }),
    onSaved: onDone,
  });

  const formId = item ? `contact-${item.id}` : 'contact-new';
  return (
    <form className="card" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="card-header h5 m-0">
        {item ? settingsText('contactInfo.editTitle') : settingsText('contactInfo.newTitle')}
      </h2>
      <div className="card-body">
        {item && (
          <div className="mb-3">
            <HistoryLink entity="contact_information" id={item.id} />
          </div>
        )}
        <div className="row g-2">
          <div className="col-sm-7 mb-3">
            <label htmlFor={`${formId}-section`} className="form-label">
              {settingsText('contactInfo.section')}
            </label>
            <select
              id={`${formId}-section`}
              className={`form-select ${errors.section ? 'is-invalid' : ''}`}
              value={values.section}
              onChange={(event) => set('section')(event.target.value)}
            >
              {CONTACT_SECTIONS.map((section) => (
                <option key={section} value={section}>
                  {settingsText(`contactInfo.sections.${section}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="col-sm-5 mb-3">
            <label htmlFor={`${formId}-lang`} className="form-label">
              {settingsText('language')}
            </label>
            <select
              id={`${formId}-lang`}
              className={`form-select ${errors.lang ? 'is-invalid' : ''}`}
              value={values.lang}
              onChange={(event) => set('lang')(event.target.value)}
            >
              {langs.map((abbr) => (
                <option key={abbr} value={abbr}>
                  {abbr.toUpperCase()}
                </option>
              ))}
            </select>
          </div>
        </div>
        <TextField
          id={`${formId}-name`}
          label={settingsText('contactInfo.name')}
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          maxLength={100}
        />
        <TextField
          id={`${formId}-content`}
          label={settingsText('contactInfo.content')}
          hint={settingsText(`contactInfo.contentHints.${values.section}`)}
          type={INPUT_TYPE[values.section] ?? 'text'}
          multiline={values.section === 'adres' || values.section === 'shift'}
          value={values.content_data}
          onChange={set('content_data')}
          error={errors.content_data}
          maxLength={2000}
        />
      </div>
      <FormActions editing={Boolean(item)} busy={submitting} onCancel={onDone} />
    </form>
  );
}
