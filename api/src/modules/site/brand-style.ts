/**
 * The brand's colours as CSS custom properties in the page's head (docs/design.md, "Brand colours"): the main
 * colour colours primary buttons, links, focus rings and banners; the second colour the banners' accent. Text
 * and link shades are worked out here so that any colour staff pick keeps WCAG AA contrast (4.5:1).
 */
import type { Brand } from '@vitrin/shared-libs/types/api';

type Rgb = readonly [number, number, number];

const HEX = /^#([0-9a-f]{6})$/i;

function parse(hex: string): Rgb | null {
  const match = HEX.exec(hex.trim());
  if (!match) return null;
  const value = Number.parseInt(match[1]!, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const mix = (rgb: Rgb, toward: Rgb, share: number): Rgb => rgb.map((c, i) => c + (toward[i]! - c) * share) as unknown as Rgb;

/** The colour darkened just enough to read at 4.5:1 on white (links and outlines on the white page). */
function readableOnWhite(rgb: Rgb): Rgb {
  let share = 0;
  let shade = rgb;
  while (contrast(shade, WHITE) < 4.5 && share < 1) {
    share += 0.05;
    shade = mix(rgb, BLACK, share);
  }
  return shade;
}

/** The custom properties of one brand colour: the colour, its rgb triple, its text colour, its readable shade. */
function colourProperties(name: string, rgb: Rgb): string[] {
  const text = contrast(rgb, WHITE) >= 4.5 ? WHITE : BLACK;
  const readable = readableOnWhite(rgb);
  return [
    `--vitrin-${name}:${toHex(rgb)}`,
    `--vitrin-${name}-rgb:${rgb.map(Math.round).join(',')}`,
    `--vitrin-${name}-text:${toHex(text)}`,
    `--vitrin-${name}-dark:${toHex(mix(rgb, BLACK, 0.15))}`,
    `--vitrin-${name}-readable:${toHex(readable)}`,
    `--vitrin-${name}-readable-rgb:${readable.map(Math.round).join(',')}`,
  ];
}

/** The `<style>` that puts the brand's colours on the page; a colour that is not #RRGGBB is left to the stylesheet. */
export function brandStyle(brand: Pick<Brand, 'mainColor' | 'secondColor'>): string {
  const properties: string[] = [];
  const main = parse(brand.mainColor);
  const second = parse(brand.secondColor);
  if (main) properties.push(...colourProperties('main', main));
  if (second) properties.push(...colourProperties('second', second));
  return properties.length ? `<style id="vitrin-brand">:root{${properties.join(';')}}</style>` : '';
}
