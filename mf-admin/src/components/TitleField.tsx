/** A content form's title in one language (the page, banner and media editors). */
import { TextField } from '@vitrin/shared-libs/ui/TextField';
import { contentText } from '../i18n/contentTexts';

export interface TitleFieldProps {
  id: string;
  lang: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

export function TitleField({ id, lang, value, error, onChange }: TitleFieldProps) {
  return (
    <TextField
      id={id}
      label={contentText('title', { lang: lang.toUpperCase() })}
      maxLength={255}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}
