import { createHash } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageAsset } from '@vitrin/shared-libs/types/api';
import type { Storage } from './storage';

/** Where the stored files (lib/storage.ts) are served. */
export const UPLOADS_URL = '/uploads';

/** The WebP widths kept for every image; an image is never enlarged. */
export const VARIANT_WIDTHS = [320, 800, 1600] as const;

export interface StoredVariant {
  width: number;
  path: string;
}

export interface StoredImage {
  path: string;
  mime: string;
  size: number;
  width: number;
  height: number;
  variants: StoredVariant[];
}

/** The widths to produce for an image `width` px wide: the standard ones below it, plus its own when that is not wider. */
export function variantWidths(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  if (width <= VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!) widths.push(width);
  return widths;
}

export function uploadUrl(relativePath: string): string {
  return `${UPLOADS_URL}/${relativePath.split(path.sep).join('/')}`;
}

/** A `files` row as the wire's ImageAsset. */
export function toImageAsset(
  file: { path: string; width: number | null; height: number | null; variants: string | null } | null | undefined,
): ImageAsset | null {
  if (!file) return null;
  const variants = file.variants ? (JSON.parse(file.variants) as StoredVariant[]) : [];
  return {
    url: uploadUrl(file.path),
    width: file.width ?? 0,
    height: file.height ?? 0,
    variants: variants
      .slice()
      .sort((a, b) => a.width - b.width)
      .map((v) => ({ width: v.width, url: uploadUrl(v.path) })),
  };
}

/**
 * Rasterises an SVG drawing into WebP files, one per variant width, each drawn at that width (sharper and
 * faster than scaling one big raster down). The full-width file doubles as the original. Names carry a hash
 * of the drawing, so the long cache on /uploads never serves a stale picture. Flat drawings compress well
 * at the fastest WebP effort, which keeps a first start with demo content quick.
 */
export async function storeSvgDrawing(options: {
  storage: Storage;
  folder: string;
  name: string;
  width: number;
  height: number;
  draw: (width: number, height: number) => string;
}): Promise<StoredImage> {
  const { storage, folder, name, width, height, draw } = options;
  const hash = createHash('sha256').update(draw(width, height)).digest('hex').slice(0, 10);

  const variants: StoredVariant[] = [];
  let size = 0;
  for (const w of variantWidths(width)) {
    const h = Math.round((height * w) / width);
    const data = await sharp(Buffer.from(draw(w, h)))
      .webp({ quality: 82, effort: 0 })
      .toBuffer();
    const relative = `${folder}/${name}-${hash}-${w}.webp`;
    await storage.write(relative, data, 'image/webp');
    variants.push({ width: w, path: relative });
    if (w === width) size = data.length;
  }
  return { path: variants[variants.length - 1]!.path, mime: 'image/webp', size, width, height, variants };
}
