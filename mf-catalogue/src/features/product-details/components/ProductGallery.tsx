/**
 * The product's images: one large image, previous/next buttons, a thumbnail per image, arrow keys to move,
 * and an enlarged view in a modal dialog (Escape or the close button ends it, focus returns to the trigger).
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@vitrin/shared-libs/ui/ResponsiveImage';
import { localized } from '@vitrin/shared-libs/utils/localized';
import type { ProductFile } from '@vitrin/shared-libs/types/catalogue';

export function ProductGallery({ images, fallbackAlt }: { images: ProductFile[]; fallbackAlt: string }) {
  const { t, i18n } = useTranslation();
  const [index, setIndex] = useState(0);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const shown = images.filter((file) => file.image);
  const current = shown[Math.min(index, shown.length - 1)];
  if (!current?.image) return null;
  const total = shown.length;
  const alt = (file: ProductFile) => localized(file, 'alt', i18n.language) || fallbackAlt;
  const go = (next: number) => setIndex((next + total) % total);

  const onKeyDown = (event: KeyboardEvent) => {
    if (total < 2) return;
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };
  const openZoom = () => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  };
  const closeZoom = () => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (typeof dialog.close === 'function') dialog.close();
    else dialog.removeAttribute('open');
  };

  return (
    // The arrow keys move between images anywhere inside the gallery (the buttons inside take the focus).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section aria-label={t('catalogue.gallery')} onKeyDown={onKeyDown} data-testid="product-gallery">
      <figure className="mb-2 position-relative">
        <ResponsiveImage
          image={current.image}
          alt={alt(current)}
          sizes="(min-width: 992px) 50vw, 100vw"
          className="img-fluid rounded border w-100 h-auto"
          priority
        />
        <figcaption className="small text-body-secondary mt-1" aria-live="polite">
          {t('catalogue.image_of', { n: index + 1, total })}
        </figcaption>
      </figure>
      <div className="d-flex flex-wrap gap-2 mb-2">
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={openZoom}>
          {t('catalogue.zoom')}
        </button>
        {total > 1 && (
          <>
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => go(index - 1)}>
              <span aria-hidden="true">‹ </span>
              {t('catalogue.previous_image')}
            </button>
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => go(index + 1)}>
              {t('catalogue.next_image')}
              <span aria-hidden="true"> ›</span>
            </button>
          </>
        )}
      </div>
      {total > 1 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2">
          {shown.map((file, i) => (
            <li key={file.id}>
              <button
                type="button"
                className={`btn p-0 border ${i === index ? 'border-primary border-2' : ''}`}
                aria-pressed={i === index}
                aria-label={t('catalogue.show_image', { n: i + 1 })}
                onClick={() => setIndex(i)}
              >
                {file.image && <ResponsiveImage image={file.image} alt="" sizes="80px" className="d-block" />}
              </button>
            </li>
          ))}
        </ul>
      )}
      <dialog
        ref={dialogRef}
        className="border-0 rounded p-2 shadow"
        aria-label={alt(current)}
        style={{ maxWidth: '95vw', maxHeight: '95vh' }}
      >
        <div className="d-flex justify-content-end mb-2">
          <button type="button" className="btn btn-secondary btn-sm" onClick={closeZoom}>
            {t('catalogue.close_zoom')}
          </button>
        </div>
        <img src={current.image.url} alt={alt(current)} className="img-fluid" style={{ maxHeight: '85vh' }} />
      </dialog>
    </section>
  );
}
