#!/usr/bin/env node
/**
 * Writes the icon modules: for each file below, the Bootstrap Icons it names, as the inner markup of each icon's
 * 16×16 SVG (shared-libs/src/ui/Icon.tsx draws them). Only the icons a front end uses reach its bundle; the
 * icon font and the other ~2,000 icons never do. Run `node shared-libs/build/icons.mjs` after changing a list;
 * the written files are committed. docs/design.md "Icons" lists where each set is used.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
const iconsDir = join(dirname(require.resolve('bootstrap-icons/package.json')), 'icons');

const SOCIAL = [
  'facebook',
  'instagram',
  'linkedin',
  'youtube',
  'twitter-x',
  'tiktok',
  'whatsapp',
  'telegram',
  'pinterest',
  'vimeo',
  'globe',
];

/** Output file → icon names (file names in bootstrap-icons/icons without `.svg`). */
const SETS = {
  // Every name the admin's social-media form offers (mf-admin SocialMediaForm's SOCIAL_ICONS): the admin's
  // preview, and the public footer and contact modal, which load them when social links come near the screen.
  'shared-libs/src/ui/icons/social.ts': SOCIAL,
  // The rich-text editor's toolbar (admin only).
  'shared-libs/src/ui/icons/editor.ts': [
    'paragraph',
    'type-h2',
    'type-h3',
    'type-bold',
    'type-italic',
    'list-ul',
    'list-ol',
    'link-45deg',
    'eraser',
    'image',
    'table',
    'arrow-bar-down',
    'arrow-bar-right',
    'dash-square',
    'dash-square-dotted',
    'x-square',
    'arrow-counterclockwise',
    'arrow-clockwise',
  ],
  // On the first screen: keep this list to what the site draws (bench:check measures `/`).
  'mf-public/src/components/icons.ts': ['search', 'cart', 'chat-fill', 'chevron-left', 'chevron-right'],
  // The admin lists' sortable column heads (shared-libs ui/ListTable).
  'shared-libs/src/ui/icons/list.ts': ['caret-up-fill', 'caret-down-fill', 'chevron-expand'],
  'mf-catalogue/src/components/icons.ts': [
    'pencil',
    'trash',
    'eye',
    'chevron-left',
    'chevron-right',
    'x-lg',
    'zoom-in',
    'file-earmark-pdf',
    'file-earmark-text',
    'rulers',
    'download',
    'cart-plus',
    'cart-check-fill',
  ],
  'mf-admin/src/components/icons.ts': [
    // Side menu
    'speedometer2',
    'tags',
    'signpost-split',
    'house',
    'building',
    'award',
    'collection-play',
    'wind',
    'gear-wide-connected',
    'journal-richtext',
    'cart-check',
    'telephone',
    'share',
    'file-earmark-text',
    'sliders',
    'people',
    'translate',
    'person-vcard',
    'envelope',
    'receipt',
    'life-preserver',
    'info-circle',
    'eye',
    'globe2',
    'leaf',
    'shield-check',
    'briefcase',
    'patch-check',
    'newspaper',
    'camera-video',
    'images',
    'pencil-square',
    'diagram-3',
    'box-seam',
    'book',
    'chevron-down',
    // Header
    'list',
    'arrows-fullscreen',
    'fullscreen-exit',
    'moon-stars',
    'sun',
    'gear',
    'person-circle',
    'x-lg',
    // Row actions
    'pencil',
    'trash',
    'key',
    'arrow-up-right-square',
    'download',
    'check2-circle',
    'x-circle',
    'plus-lg',
    'grip-vertical',
    'reply',
    'archive',
  ],
};

const camel = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase()).replace(/^(\d)/, '_$1');

for (const [file, names] of Object.entries(SETS)) {
  const lines = ['/* Written by shared-libs/build/icons.mjs from bootstrap-icons (MIT); do not edit by hand. */', ''];
  const unique = [...new Set(names)].sort();
  for (const name of unique) {
    const svg = readFileSync(join(iconsDir, `${name}.svg`), 'utf8');
    const inner = svg
      .slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'))
      .replace(/\s*\n\s*/g, '')
      .trim();
    if (inner.includes("'")) throw new Error(`${name}.svg holds a quote`);
    lines.push(`export const ${camel(name)} = '${inner}';`);
  }
  // Social sets also map each Bootstrap name to its drawing, for lookups by a stored icon_name.
  if (names === SOCIAL) {
    lines.push('', '/** Each drawing by its Bootstrap Icons name. */', 'export const byName: Record<string, string> = {');
    for (const name of unique) lines.push(`  '${name}': ${camel(name)},`);
    lines.push('};');
  }
  const path = join(root, file);
  const options = await prettier.resolveConfig(path);
  writeFileSync(path, await prettier.format(`${lines.join('\n')}\n`, { ...options, filepath: path }));
  console.log(`${file}: ${names.length} icons`);
}
