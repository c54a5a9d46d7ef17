import { brandStyle, contrast } from '../src/modules/site/brand-style';

const property = (style: string, name: string) => new RegExp(`--vitrin-${name}:([^;}]+)`).exec(style)?.[1];
const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255] as const;
};

test('writes the brand colours as custom properties, with white text on a dark main colour', () => {
  const style = brandStyle({ mainColor: '#0b3d6b', secondColor: '#e30613' });
  expect(style).toMatch(/^<style id="vitrin-brand">:root\{.*\}<\/style>$/);
  expect(property(style, 'main')).toBe('#0b3d6b');
  expect(property(style, 'main-rgb')).toBe('11,61,107');
  expect(property(style, 'main-text')).toBe('#ffffff');
  expect(property(style, 'main-readable')).toBe('#0b3d6b');
  expect(property(style, 'second')).toBe('#e30613');
});

test('a light colour staff pick still reads: dark text on it, and a darker shade for links on white', () => {
  const style = brandStyle({ mainColor: '#ffd23f', secondColor: '#e30613' });
  expect(property(style, 'main-text')).toBe('#000000');
  const readable = property(style, 'main-readable')!;
  expect(contrast(rgb(readable), [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
});

test('a colour that is not #RRGGBB writes nothing (nothing reaches the page unescaped)', () => {
  expect(brandStyle({ mainColor: 'red;}</style><script>', secondColor: 'blue' })).toBe('');
});
