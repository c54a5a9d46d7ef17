/** The link panel: an address (http, https, mailto or tel only) set on the selection, or inserted as its own text. */
import { useId, useState } from 'react';
import type { Editor } from '@tiptap/react';
import type { RichTextEditorTexts } from '@vitrin/shared-libs/ui/RichTextEditor/texts';
import { SAFE_LINK } from '@vitrin/shared-libs/ui/RichTextEditor/extensions';
import { Subform } from '@vitrin/shared-libs/ui/RichTextEditor/Subform';

export function LinkPanel({ editor, texts, onClose }: { editor: Editor; texts: RichTextEditorTexts; onClose: () => void }) {
  const inputId = useId();
  const errorId = useId();
  const [url, setUrl] = useState<string>(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [error, setError] = useState(false);

  const submit = () => {
    const href = url.trim();
    if (!SAFE_LINK.test(href)) {
      setError(true);
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    onClose();
  };

  return (
    <Subform label={texts.link} onSubmit={submit} onCancel={onClose} texts={texts}>
      <label htmlFor={inputId} className="form-label small mb-0">
        {texts.linkUrl}
      </label>
      <input
        id={inputId}
        type="url"
        className={`form-control form-control-sm ${error ? 'is-invalid' : ''}`}
        value={url}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(false);
        }}
        placeholder="https://"
        aria-invalid={error || undefined}
        aria-describedby={error ? errorId : undefined}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the panel opens on request; focus goes to its field
        autoFocus
      />
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {texts.linkInvalid}
        </div>
      )}
    </Subform>
  );
}
