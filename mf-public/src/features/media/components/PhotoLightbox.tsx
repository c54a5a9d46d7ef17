/** A photo album's gallery: thumbnails that open a lightbox; arrow keys, buttons and Escape work in it. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageAsset } from '@vitrin/shared-libs/types/api';
import { ResponsiveImage } from '@vitrin/shared-libs/ui/ResponsiveImage';
import { ImageLightbox } from '../../../components/ImageLightbox';

export function PhotoLightbox({ photos, title }: { photos: ImageAsset[]; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const total = photos.length;

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
      <ImageLightbox images={photos} title={() => title} index={open} onIndex={setOpen} />
    </>
  );
}
