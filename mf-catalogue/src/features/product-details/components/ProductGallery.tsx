/**
 * The product's images: the main picture with real thumbnails (the smallest WebP variant, at most 96 px wide)
 * below it, and a lightbox (a modal dialog) with previous/next, an "n / N" counter, arrow keys, swipe and
 * mouse. Escape or the close button ends the lightbox; focus returns to the picture that opened it.
 */
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@vitrin/shared-libs/ui/Icon';
import { ResponsiveImage } from '@vitrin/shared-libs/ui/ResponsiveImage';
import { localized } from '@vitrin/shared-libs/utils/localized';
import type { ProductFile } from '@vitrin/shared-libs/types/catalogue';
import * as icons from '../../../components/icons';
import './gallery.css';

/** A horizontal swipe of at least this many pixels moves to the next or previous picture. */
const SWIPE_PX = 40;

export function ProductGallery({ images, fallbackAlt }: { images: ProductFile[]; fallbackAlt: string }) {
  const { t, i18n } = useTranslation();
  const [index, setIndex] = useState(0);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const shown = images.filter((file) => file.image);
  const current = shown[Math.min(index, shown.length - 1)];
  if (!current?.image) return null;
  const total = shown.length;
  const alt = (file: ProductFile) => localized(file, 'alt', i18n.language) || fallbackAlt;
  const go = (next: number) => setIndex((next + total) % total);
  const counter = `${index + 1} / ${total}`;

  const onKeyDown = (event: KeyboardEvent) => {
    if (total < 2) return;
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || total < 2) return;
    const distance = event.clientX - from;
    if (Math.abs(distance) >= SWIPE_PX) go(distance < 0 ? index + 1 : index - 1);
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
  const smallest = (file: ProductFile) => {
    const variants = [...(file.image?.variants ?? [])].sort((a, b) => a.width - b.width);
    return variants[0]?.url ?? file.image!.url;
  };
  const arrows = (where: string) =>
    total > 1 && (
      <>
        <button
          type="button"
          className={`btn btn-light gallery-arrow gallery-arrow--previous ${where}`}
          onClick={() => go(index - 1)}
          aria-label={t('catalogue.previous_image')}
          title={t('catalogue.previous_image')}
        >
          <Icon icon={icons.chevronLeft} size="1.25rem" />
        </button>
        <button
          type="button"
          className={`btn btn-light gallery-arrow gallery-arrow--next ${where}`}
          onClick={() => go(index + 1)}
          aria-label={t('catalogue.next_image')}
          title={t('catalogue.next_image')}
        >
          <Icon icon={icons.chevronRight} size="1.25rem" />
        </button>
      </>
    );

  return (
    // The arrow keys move between images anywhere inside the gallery (the buttons inside take the focus);
    // a swipe on the picture does too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section aria-label={t('catalogue.gallery')} onKeyDown={onKeyDown} data-testid="product-gallery" className="gallery">
      <figure className="gallery-stage mb-2" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <button
          type="button"
          className="gallery-zoom"
          onClick={openZoom}
          aria-label={t('catalogue.zoom')}
          title={t('catalogue.zoom')}
        >
          <ResponsiveImage
            image={current.image}
            alt={alt(current)}
            sizes="(min-width: 992px) 50vw, 100vw"
            className="gallery-main"
            priority
          />
          <span className="gallery-zoom-mark" aria-hidden="true">
            <Icon icon={icons.zoomIn} />
          </span>
        </button>
        {arrows('')}
        <figcaption className="visually-hidden" aria-live="polite">
          {t('catalogue.image_of', { n: index + 1, total })}
        </figcaption>
      </figure>
      {total > 1 && (
        <ul className="gallery-thumbs list-unstyled" aria-label={t('catalogue.gallery')}>
          {shown.map((file, i) => (
            <li key={file.id}>
              <button
                type="button"
                className={`gallery-thumb${i === index ? ' is-current' : ''}`}
                aria-pressed={i === index}
                aria-label={t('catalogue.show_image', { n: i + 1 })}
                onClick={() => setIndex(i)}
              >
                <img src={smallest(file)} alt="" width={96} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <dialog ref={dialogRef} className="gallery-lightbox" aria-label={alt(current)} data-testid="product-lightbox">
        <div className="gallery-lightbox-bar">
          {total > 1 && (
            <span className="gallery-counter" data-testid="lightbox-counter">
              {counter}
            </span>
          )}
          <button
            type="button"
            className="btn btn-light gallery-close ms-auto"
            onClick={closeZoom}
            aria-label={t('catalogue.close_zoom')}
            title={t('catalogue.close_zoom')}
          >
            <Icon icon={icons.xLg} />
          </button>
        </div>
        <div className="gallery-lightbox-stage" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
          <img src={current.image.url} alt={alt(current)} className="gallery-lightbox-image" draggable={false} />
          {arrows('gallery-arrow--lightbox')}
        </div>
      </dialog>
    </section>
  );
}
