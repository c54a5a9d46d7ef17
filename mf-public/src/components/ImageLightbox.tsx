/**
 * Pictures in a lightbox (the Modal: labelled, focus kept inside, Escape and the close button close it): one
 * at a time with its number, previous/next buttons and the arrow keys. `index` null: closed.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageAsset } from '@vitrin/shared-libs/types/api';
import { ResponsiveImage } from '@vitrin/shared-libs/ui/ResponsiveImage';
import { Modal } from './Modal';

export function ImageLightbox({
  images,
  title,
  index,
  onIndex,
}: {
  images: ImageAsset[];
  /** What the pictures are of (an album's title, or the page's), read with each picture's number. */
  title: (index: number) => string;
  index: number | null;
  onIndex: (index: number | null) => void;
}) {
  const { t } = useTranslation();
  const total = images.length;
  const show = (next: number) => onIndex(((next % total) + total) % total);
  const current = index === null ? undefined : images[index];

  useEffect(() => {
    if (index === null || total < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndex((index + 1) % total);
      if (event.key === 'ArrowLeft') onIndex((index - 1 + total) % total);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [index, total, onIndex]);

  const label = t('media.photo_counter', { number: (index ?? 0) + 1, total, title: title(index ?? 0) });
  return (
    <Modal open={current !== undefined} title={label} onClose={() => onIndex(null)} size="xl" dark>
      {current && (
        <div className="text-center" role="group" aria-roledescription={t('media.gallery')}>
          <ResponsiveImage image={current} alt={label} sizes="90vw" className="img-fluid site-lightbox-image" priority />
          {total > 1 && (
            <div className="d-flex justify-content-between mt-3">
              <button type="button" className="btn btn-light" onClick={() => show((index ?? 0) - 1)}>
                {t('media.previous')}
              </button>
              <button type="button" className="btn btn-light" onClick={() => show((index ?? 0) + 1)}>
                {t('media.next')}
              </button>
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
