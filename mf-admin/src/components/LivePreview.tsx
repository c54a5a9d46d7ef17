/**
 * The unsaved text of one language as the public page shows it: the title and the body through the same
 * sanitizer (SafeHtml) the public site uses. Opened and closed with a button; the link beside the heading
 * opens the saved public page itself.
 */
import { useId, useState } from 'react';
import { SafeHtml } from '@vitrin/shared-libs/ui/SafeHtml';
import { contentText } from '../i18n/contentTexts';

export function LivePreview({ lang, title, body }: { lang: string; title: string; body: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const label = contentText('livePreview', { lang: lang.toUpperCase() });
  return (
    <div className="mt-3">
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        aria-expanded={open}
        aria-controls={`${id}-preview`}
        onClick={() => setOpen((current) => !current)}
      >
        {open ? contentText('livePreviewClose') : label}
      </button>
      <div id={`${id}-preview`} hidden={!open}>
        {open && (
          <section aria-label={label} className="border rounded p-3 mt-2 bg-body">
            {title.trim() && <h2 className="h3">{title}</h2>}
            <SafeHtml html={body} />
          </section>
        )}
      </div>
    </div>
  );
}
