/** The image panel: a file uploaded through the caller's `onUploadImage`, then inserted with its alt text. */
import { useId, useState } from 'react';
import type { Editor } from '@tiptap/react';
import type { RichTextEditorTexts } from '@vitrin/shared-libs/ui/RichTextEditor/texts';
import { Subform } from '@vitrin/shared-libs/ui/RichTextEditor/Subform';

interface ImagePanelProps {
  editor: Editor;
  texts: RichTextEditorTexts;
  onUploadImage: (file: File) => Promise<string>;
  onClose: () => void;
}

export function ImagePanel({ editor, texts, onUploadImage, onClose }: ImagePanelProps) {
  const fileId = useId();
  const altId = useId();
  const statusId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [status, setStatus] = useState<'idle' | 'uploading' | 'failed'>('idle');

  const submit = async () => {
    if (!file) return;
    setStatus('uploading');
    try {
      const src = await onUploadImage(file);
      editor.chain().focus().setImage({ src, alt: alt.trim() }).run();
      onClose();
    } catch {
      setStatus('failed');
    }
  };

  return (
    <Subform label={texts.image} onSubmit={submit} onCancel={onClose} texts={texts} busy={status === 'uploading'}>
      <label htmlFor={fileId} className="form-label small mb-0">
        {texts.imageFile}
      </label>
      <input
        id={fileId}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        className="form-control form-control-sm"
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setStatus('idle');
        }}
        aria-describedby={status !== 'idle' ? statusId : undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the panel opens on request; focus goes to its field
        autoFocus
      />
      <label htmlFor={altId} className="form-label small mb-0">
        {texts.imageAlt}
      </label>
      <input
        id={altId}
        type="text"
        className="form-control form-control-sm"
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
      />
      <div id={statusId} role="status" className={status === 'failed' ? 'text-danger-emphasis small' : 'small'}>
        {status === 'uploading' ? texts.uploading : status === 'failed' ? texts.uploadFailed : ''}
      </div>
    </Subform>
  );
}
