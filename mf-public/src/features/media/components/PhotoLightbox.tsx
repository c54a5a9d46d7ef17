/** A photo album's gallery: thumbnails that open a lightbox; arrow keys, buttons and Escape work in it. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageAsset } from '@vitrin/shared-libs/types/api';
import { ResponsiveImage } from '@vitrin/shared-libs/ui/ResponsiveImage';
import { Modal } from '../../../components/Modal';

export function PhotoLightbox({ photos, title }: { photos: ImageAsset[]; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const total = photos.length;
  const show = (index: number) => setOpen(((index % total) + total) % total);
  const current = open === null ? undefined : photos[open];

  useEffect(() => {
    if (open === null || total < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') setOpen((open + 1) % total);
      if (event.key === 'ArrowLeft') setOpen((open - 1 + total) % total);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, total]);

  return (
    <>
      <ul className="row list-unstyled g-3">
        {photos.map((photo, index) => (
          <li className="col-6 col-md-4 col-lg-3" key={photo.url}>
            <button
              type="button"
              className="btn p-0 border-0 w-100"
              onClick={() => setOpen(index)}
              aria-label={t('media.open_photo', { number: index + 1, total, title })}
            >
              <ResponsiveImage image={photo} alt="" sizes="(min-width: 992px) 25vw, 50vw" className="img-fluid rounded" />
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={current !== undefined}
        title={t('media.photo_counter', { number: (open ?? 0) + 1, total, title })}
        onClose={() => setOpen(null)}
        size="xl"
        dark
      >
        {current && (
          <div className="text-center" role="group" aria-roledescription={t('media.gallery')}>
            <ResponsiveImage
              image={current}
              alt={t('media.photo_counter', { number: (open ?? 0) + 1, total, title })}
              sizes="90vw"
              className="img-fluid"
              priority
            />
            {total > 1 && (
              <div className="d-flex justify-content-between mt-3">
                <button type="button" className="btn btn-light" onClick={() => show((open ?? 0) - 1)}>
                  {t('media.previous')}
                </button>
                <button type="button" className="btn btn-light" onClick={() => show((open ?? 0) + 1)}>
                  {t('media.next')}
                </button>
              </div>
            )}
          </div>
        )}
      </Modal>
    </>
  );
}
