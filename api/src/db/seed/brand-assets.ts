import { companyNameFor } from '@vitrin/shared-libs/config/brand';
import type { Brand } from '@vitrin/shared-libs/types/api';
import { escapeHtml } from '../../lib/html';
import type { Storage } from '../../lib/storage';

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

/** A bellows mark in a rounded square: the logo's symbol and the favicon. */
function mark(main: string, second: string, x = 0, y = 0): string {
  return `<g transform="translate(${x} ${y})"><rect width="64" height="64" rx="14" fill="${main}"/>
<path d="M20 14 H44 C54 22 54 30 44 32 C54 34 54 42 44 50 H20 C10 42 10 34 20 32 C10 30 10 22 20 14 Z" fill="#ffffff"/>
<rect x="17" y="29" width="30" height="6" rx="3" fill="${second}"/></g>`;
}

/** Marks the drawing's version: a file of an older drawing (whose viewBox cut long names) is redrawn. */
const DRAWING = 'data-drawing="2"';
/** Bold sans-serif glyphs at 21 px average under 14 px; the frame is sized for the name, with room to spare. */
const GLYPH_WIDTH = 14;

/**
 * The logo: the mark, then the company name in one language (companyNameFor: the Turkish name for Turkish, the
 * English one otherwise); the viewBox fits the name's length, so nothing leaves the frame.
 */
export function logo(brand: Brand, textColour: string, lang = 'en'): string {
  const companyName = companyNameFor(brand, lang);
  const name = escapeHtml(companyName);
  const width = Math.ceil(76 + [...companyName].length * GLYPH_WIDTH + 8);
  return `<svg xmlns="http://www.w3.org/2000/svg" ${DRAWING} width="${width}" height="64" viewBox="0 0 ${width} 64">${mark(brand.mainColor, brand.secondColor)}
<text x="76" y="41" font-family="${FONT}" font-size="21" font-weight="bold" fill="${textColour}" textLength="${width - 84}" lengthAdjust="spacingAndGlyphs">${name}</text></svg>`;
}

/**
 * The default logo, white logo and favicon (BRAND_LOGO, BRAND_LOGO2, BRAND_FAVICON point here unless set),
 * drawn in the brand's colours. Written once (and again when the drawing changes); delete the files to redraw them
 * after a brand change.
 */
export async function writeBrandAssets(storage: Storage, brand: Brand): Promise<void> {
  const files: Record<string, string> = {
    'logo.svg': logo(brand, brand.mainColor),
    'logo-white.svg': logo(brand, '#ffffff'),
    // The Turkish site's: the picture writes the name the footer writes (logoFor in shared-libs/config/brand).
    'logo-tr.svg': logo(brand, brand.mainColor, 'tr'),
    'logo-white-tr.svg': logo(brand, '#ffffff', 'tr'),
    'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg" ${DRAWING} width="64" height="64" viewBox="0 0 64 64">${mark(brand.mainColor, brand.secondColor)}</svg>`,
  };
  for (const [name, content] of Object.entries(files)) {
    const key = `brand/${name}`;
    if (!(await storedTextIncludes(storage, key, DRAWING))) await storage.write(key, Buffer.from(content), 'image/svg+xml');
  }
}

/** Whether a (small) stored file exists and its text holds `marker`. */
async function storedTextIncludes(storage: Storage, key: string, marker: string): Promise<boolean> {
  const file = await storage.read(key);
  if (!file) return false;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').includes(marker);
}
