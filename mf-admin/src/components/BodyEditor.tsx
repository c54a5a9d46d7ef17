/**
 * One language's body of a content form: the lazily loaded rich-text editor (pictures uploaded to the server)
 * and, under it, the unsaved text as the public page will show it.
 */
import { lazy, Suspense } from 'react';
import { RICH_TEXT_EDITOR_TEXTS_TR } from '@vitrin/shared-libs/i18n/richTextEditorTexts';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import { contentText } from '../i18n/contentTexts';
import { useUploadEditorImageMutation } from '../lib/uploadEditorImage';
import { LivePreview } from './LivePreview';

const RichTextEditor = lazy(() => import('@vitrin/shared-libs/ui/RichTextEditor'));

export interface BodyEditorProps {
  id: string;
  lang: string;
  /** The same language's title, for the preview. */
  title: string;
  value: string;
  onChange: (html: string) => void;
  invalid: boolean;
}

export function BodyEditor({ id, lang, title, value, onChange, invalid }: BodyEditorProps) {
  const [uploadImage] = useUploadEditorImageMutation();
  return (
    <>
      <Suspense fallback={<Spinner label={contentText('loading')} />}>
        <RichTextEditor
          id={id}
          label={contentText('body', { lang: lang.toUpperCase() })}
          value={value}
          onChange={onChange}
          onUploadImage={async (file) => (await uploadImage(file).unwrap()).url}
          texts={RICH_TEXT_EDITOR_TEXTS_TR}
          invalid={invalid}
        />
      </Suspense>
      <LivePreview lang={lang} title={title} body={value} />
    </>
  );
}
