/** The small inline form the link and image panels are built on. */
import type { KeyboardEvent, ReactNode } from 'react';
import type { RichTextEditorTexts } from '@vitrin/shared-libs/ui/RichTextEditor/texts';

interface SubformProps {
  label: string;
  onSubmit: () => void;
  onCancel: () => void;
  texts: RichTextEditorTexts;
  busy?: boolean;
  children: ReactNode;
}

/**
 * A small inline form under the toolbar. It is a fieldset, not a <form>, because the editor usually sits
 * inside the screen's own form and forms cannot nest; Enter in its fields applies it, Escape closes it.
 */
export function Subform({ label, onSubmit, onCancel, texts, busy = false, children }: SubformProps) {
  const onKeyDownCapture = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if ((event.target as HTMLElement).tagName !== 'INPUT') return;
    if (event.key === 'Enter') {
      event.preventDefault();
      onSubmit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <fieldset className="d-flex flex-wrap align-items-end gap-2 p-2 m-0" onKeyDownCapture={onKeyDownCapture}>
      <legend className="visually-hidden">{label}</legend>
      <div className="d-flex flex-column gap-1 flex-grow-1">{children}</div>
      <button type="button" className="btn btn-sm btn-primary" onClick={onSubmit} disabled={busy}>
        {texts.apply}
      </button>
      <button type="button" className="btn btn-sm btn-secondary" onClick={onCancel}>
        {texts.cancel}
      </button>
    </fieldset>
  );
}
