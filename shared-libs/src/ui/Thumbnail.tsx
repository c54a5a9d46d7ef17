/**
 * A staff list's picture: the stored image's smallest WebP variant (never the original) in a 64 × 48 box, cut
 * to fill it, so a row stays one line high whatever was uploaded. Decorative: the row names the item.
 */
import type { ImageAsset } from '@vitrin/shared-libs/types/api';

export function Thumbnail({ image }: { image: Pick<ImageAsset, 'url' | 'variants'> | null | undefined }) {
  if (!image) return <span className="d-inline-block bg-body-tertiary rounded" style={{ width: 64, height: 48 }} />;
  return (
    <img
      src={image.variants[0]?.url ?? image.url}
      alt=""
      width={64}
      height={48}
      loading="lazy"
      decoding="async"
      className="rounded"
      style={{ objectFit: 'cover' }}
    />
  );
}

/** An item's state as a badge: green when it shows on the site, grey when it does not. */
export function StatusBadge({ active, label }: { active: boolean; label: string }) {
  return <span className={`badge ${active ? 'text-bg-success' : 'text-bg-secondary'}`}>{label}</span>;
}
