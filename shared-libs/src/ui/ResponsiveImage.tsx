/** An ImageAsset as a responsive <img>: srcset from the WebP variants, intrinsic size set, lazy unless told. */
import type { ImageAsset } from '@vitrin/shared-libs/types/api';

export interface ResponsiveImageProps {
  image: ImageAsset;
  alt: string;
  sizes?: string;
  className?: string;
  /** A picture above the fold (the hero, a banner, the first row of a list): eager and high priority (LCP). */
  priority?: boolean;
}

export function ResponsiveImage({ image, alt, sizes = '100vw', className, priority = false }: ResponsiveImageProps) {
  const srcSet = image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
  return (
    <img
      src={image.variants.at(-1)?.url ?? image.url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
