import { escapeHtml } from '../../lib/html';

/**
 * Simple technical drawings for the demo content, as SVG in the brand's colours. Each drawing is laid out
 * on a fixed view box and rendered at whatever pixel size is asked for.
 */
export interface Palette {
  main: string;
  second: string;
}

export type PartShape = 'rolling_lobe' | 'convoluted' | 'sleeve' | 'cabin' | 'piston' | 'shock' | 'plate' | 'valve';
export type Draw = (width: number, height: number) => string;

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';
const INK = '#1f2937';
const PAPER = '#f5f7fa';
const GRID = '#e3e8ef';

function svg(width: number, height: number, viewW: number, viewH: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewW} ${viewH}">${body}</svg>`;
}

function grid(w: number, h: number, step: number): string {
  let lines = '';
  for (let x = step; x < w; x += step) lines += `<line x1="${x}" y1="0" x2="${x}" y2="${h}"/>`;
  for (let y = step; y < h; y += step) lines += `<line x1="0" y1="${y}" x2="${w}" y2="${y}"/>`;
  return `<g stroke="${GRID}" stroke-width="1">${lines}</g>`;
}

/** A height dimension line on the right of a part. */
function dimension(x: number, top: number, bottom: number): string {
  const mid = (top + bottom) / 2;
  return `<g stroke="${INK}" stroke-width="1.5" fill="none">
<line x1="${x}" y1="${top}" x2="${x}" y2="${bottom}"/><line x1="${x - 10}" y1="${top}" x2="${x + 10}" y2="${top}"/>
<line x1="${x - 10}" y1="${bottom}" x2="${x + 10}" y2="${bottom}"/></g>
<text x="${x + 14}" y="${mid + 5}" font-family="${FONT}" font-size="16" fill="${INK}">H</text>`;
}

function bellows(cx: number, top: number, bottom: number, halfWidth: number, lobes: number, p: Palette): string {
  const lobeHeight = (bottom - top) / lobes;
  let path = `M${cx - halfWidth + 30} ${top}`;
  for (let i = 0; i < lobes; i++) {
    const y0 = top + i * lobeHeight;
    path += ` C${cx - halfWidth - 25} ${y0 + lobeHeight * 0.15} ${cx - halfWidth - 25} ${y0 + lobeHeight * 0.85} ${cx - halfWidth + 30} ${y0 + lobeHeight}`;
  }
  path += ` L${cx + halfWidth - 30} ${bottom}`;
  for (let i = lobes - 1; i >= 0; i--) {
    const y0 = top + i * lobeHeight;
    path += ` C${cx + halfWidth + 25} ${y0 + lobeHeight * 0.85} ${cx + halfWidth + 25} ${y0 + lobeHeight * 0.15} ${cx + halfWidth - 30} ${y0}`;
  }
  path += ' Z';
  let girdles = '';
  for (let i = 1; i < lobes; i++) {
    const y = top + i * lobeHeight;
    girdles += `<rect x="${cx - halfWidth + 18}" y="${y - 7}" width="${2 * halfWidth - 36}" height="14" rx="7" fill="${p.second}"/>`;
  }
  return `<path d="${path}" fill="#2b2f36" stroke="${INK}" stroke-width="3"/>
<path d="M${cx - halfWidth + 40} ${top + 18} C${cx - halfWidth + 5} ${top + (bottom - top) * 0.3} ${cx - halfWidth + 5} ${top + (bottom - top) * 0.6} ${cx - halfWidth + 40} ${bottom - 18}" stroke="#596170" stroke-width="6" fill="none" opacity="0.7"/>
${girdles}`;
}

function topPlate(cx: number, y: number, halfWidth: number, p: Palette): string {
  return `<rect x="${cx - halfWidth}" y="${y}" width="${2 * halfWidth}" height="26" rx="6" fill="${p.main}" stroke="${INK}" stroke-width="2"/>
<rect x="${cx - 60}" y="${y - 28}" width="14" height="30" fill="#9aa4b2" stroke="${INK}" stroke-width="2"/>
<rect x="${cx + 46}" y="${y - 28}" width="14" height="30" fill="#9aa4b2" stroke="${INK}" stroke-width="2"/>
<rect x="${cx - 9}" y="${y - 40}" width="18" height="42" rx="3" fill="${p.second}" stroke="${INK}" stroke-width="2"/>`;
}

function pistonShape(cx: number, top: number, bottom: number, halfWidth: number, p: Palette): string {
  return `<path d="M${cx - halfWidth} ${top} L${cx + halfWidth} ${top} L${cx + halfWidth - 18} ${bottom} L${cx - halfWidth + 18} ${bottom} Z" fill="${p.main}" stroke="${INK}" stroke-width="3" opacity="0.92"/>
<line x1="${cx - halfWidth + 14}" y1="${top + 20}" x2="${cx + halfWidth - 14}" y2="${top + 20}" stroke="#ffffff" stroke-width="3" opacity="0.5"/>
<rect x="${cx - halfWidth + 6}" y="${bottom}" width="${2 * halfWidth - 12}" height="16" rx="4" fill="#9aa4b2" stroke="${INK}" stroke-width="2"/>`;
}

function part(shape: PartShape, p: Palette): string {
  const cx = 400;
  switch (shape) {
    case 'rolling_lobe':
      return `${topPlate(cx, 90, 150, p)}${bellows(cx, 116, 330, 150, 1, p)}${pistonShape(cx, 300, 450, 115, p)}${dimension(640, 90, 466)}`;
    case 'convoluted':
      return `${topPlate(cx, 90, 140, p)}<rect x="${cx - 140}" y="430" width="280" height="26" rx="6" fill="${p.main}" stroke="${INK}" stroke-width="2"/>${bellows(cx, 116, 430, 165, 2, p)}${dimension(640, 90, 456)}`;
    case 'sleeve':
      return `${topPlate(cx, 80, 95, p)}${bellows(cx, 106, 380, 95, 1, p)}${pistonShape(cx, 360, 465, 78, p)}${dimension(600, 80, 481)}`;
    case 'cabin':
      return `<circle cx="${cx}" cy="95" r="22" fill="none" stroke="${INK}" stroke-width="6"/>
<rect x="${cx - 12}" y="115" width="24" height="60" fill="#9aa4b2" stroke="${INK}" stroke-width="2"/>
${bellows(cx, 170, 330, 95, 1, p)}<rect x="${cx - 40}" y="320" width="80" height="110" rx="8" fill="${p.main}" stroke="${INK}" stroke-width="3"/>
<circle cx="${cx}" cy="460" r="22" fill="none" stroke="${INK}" stroke-width="6"/>${dimension(600, 73, 482)}`;
    case 'piston':
      return `${pistonShape(cx, 150, 400, 150, p)}<ellipse cx="${cx}" cy="150" rx="150" ry="26" fill="#3d6f9e" stroke="${INK}" stroke-width="3"/>
<circle cx="${cx - 60}" cy="150" r="9" fill="${p.second}"/><circle cx="${cx + 60}" cy="150" r="9" fill="${p.second}"/>${dimension(640, 124, 416)}`;
    case 'shock':
      return `<circle cx="${cx}" cy="80" r="26" fill="none" stroke="${INK}" stroke-width="8"/>
<rect x="${cx - 10}" y="104" width="20" height="120" fill="#c4cad3" stroke="${INK}" stroke-width="2"/>
<rect x="${cx - 55}" y="160" width="110" height="40" rx="6" fill="${p.second}" stroke="${INK}" stroke-width="2"/>
<rect x="${cx - 42}" y="220" width="84" height="210" rx="10" fill="${p.main}" stroke="${INK}" stroke-width="3"/>
<circle cx="${cx}" cy="462" r="26" fill="none" stroke="${INK}" stroke-width="8"/>${dimension(600, 54, 488)}`;
    case 'plate':
      return `<rect x="${cx - 220}" y="220" width="440" height="60" rx="14" fill="${p.main}" stroke="${INK}" stroke-width="3"/>
<rect x="${cx - 150}" y="150" width="22" height="72" fill="#9aa4b2" stroke="${INK}" stroke-width="2"/>
<rect x="${cx + 128}" y="150" width="22" height="72" fill="#9aa4b2" stroke="${INK}" stroke-width="2"/>
<rect x="${cx - 14}" y="130" width="28" height="92" rx="4" fill="${p.second}" stroke="${INK}" stroke-width="2"/>
<ellipse cx="${cx}" cy="300" rx="200" ry="22" fill="#2b2f36" opacity="0.25"/>`;
    case 'valve':
      return `<rect x="${cx - 120}" y="200" width="240" height="150" rx="16" fill="${p.main}" stroke="${INK}" stroke-width="3"/>
<circle cx="${cx - 60}" cy="275" r="18" fill="#c4cad3" stroke="${INK}" stroke-width="2"/>
<circle cx="${cx + 60}" cy="275" r="18" fill="#c4cad3" stroke="${INK}" stroke-width="2"/>
<rect x="${cx - 12}" y="160" width="24" height="44" fill="#9aa4b2" stroke="${INK}" stroke-width="2"/>
<line x1="${cx}" y1="170" x2="${cx + 230}" y2="110" stroke="${p.second}" stroke-width="12" stroke-linecap="round"/>
<circle cx="${cx + 230}" cy="110" r="14" fill="${p.second}" stroke="${INK}" stroke-width="2"/>`;
  }
}

/** A part on drawing paper with its code in a title block. */
export function partDrawing(shape: PartShape, code: string, p: Palette): Draw {
  return (width, height) =>
    svg(
      width,
      height,
      800,
      600,
      `<rect width="800" height="600" fill="${PAPER}"/>${grid(800, 600, 40)}
<rect x="12" y="12" width="776" height="576" fill="none" stroke="${p.main}" stroke-width="4"/>
${part(shape, p)}
<rect x="12" y="508" width="776" height="80" fill="#ffffff" stroke="${p.main}" stroke-width="4"/>
<rect x="12" y="508" width="14" height="80" fill="${p.second}"/>
<text x="400" y="563" text-anchor="middle" font-family="${FONT}" font-size="40" font-weight="bold" fill="${p.main}">${escapeHtml(code)}</text>`,
    );
}

/** A category tile: the section's typical part on a brand band. No words: the name is text on the page, in the visitor's language. */
export function categoryDrawing(shape: PartShape, p: Palette): Draw {
  return (width, height) =>
    svg(
      width,
      height,
      800,
      600,
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dfe7f1"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#g)"/>
<g transform="translate(80 10) scale(0.8)">${part(shape, p)}</g>
<rect x="0" y="560" width="800" height="40" fill="${p.main}"/><rect x="0" y="560" width="800" height="8" fill="${p.second}"/>`,
    );
}

/** A wide hero banner: diagonal brand band and a large part outline. No words: the slide's title is text on the page, in the visitor's language. */
export function heroDrawing(shape: PartShape, p: Palette): Draw {
  return (width, height) =>
    svg(
      width,
      height,
      1600,
      700,
      `<rect width="1600" height="700" fill="${p.main}"/>
<path d="M0 700 L0 520 L1600 180 L1600 700 Z" fill="#ffffff" opacity="0.08"/>
<path d="M980 0 L1120 0 L760 700 L620 700 Z" fill="${p.second}" opacity="0.85"/>
<g transform="translate(860 40) scale(1.05)" opacity="0.95">${part(shape, { main: '#3d6f9e', second: p.second })}</g>
`,
    );
}

export type CoverIcon = 'news' | 'videos' | 'photos' | 'blog';

const COVER_ICONS: Record<CoverIcon, string> = {
  news: '<rect x="-70" y="-55" width="140" height="110" rx="10" fill="none" stroke="#fff" stroke-width="10"/><line x1="-45" y1="-20" x2="45" y2="-20" stroke="#fff" stroke-width="10"/><line x1="-45" y1="10" x2="45" y2="10" stroke="#fff" stroke-width="10"/><line x1="-45" y1="35" x2="15" y2="35" stroke="#fff" stroke-width="10"/>',
  videos: '<circle r="70" fill="none" stroke="#fff" stroke-width="10"/><path d="M-22 -38 L42 0 L-22 38 Z" fill="#fff"/>',
  photos:
    '<rect x="-75" y="-50" width="150" height="105" rx="14" fill="none" stroke="#fff" stroke-width="10"/><circle r="30" cy="3" fill="none" stroke="#fff" stroke-width="10"/><rect x="-30" y="-68" width="50" height="20" rx="4" fill="#fff"/>',
  blog: '<path d="M-55 55 L-45 15 L35 -65 L65 -35 L-15 45 Z" fill="none" stroke="#fff" stroke-width="10" stroke-linejoin="round"/><line x1="-60" y1="70" x2="60" y2="70" stroke="#fff" stroke-width="10"/>',
};

/** A media cover: the kind's icon over the brand colour. No words: one picture serves every language (docs/decisions.md). */
export function coverDrawing(kind: CoverIcon, p: Palette, variant = 0): Draw {
  // Each item of a kind gets its own arrangement of the background shapes, so a list's covers tell apart.
  const [bx, by, sx, sy] = COVER_LAYOUTS[variant % COVER_LAYOUTS.length]!;
  return (width, height) =>
    svg(
      width,
      height,
      1200,
      800,
      `<rect width="1200" height="800" fill="${p.main}"/>
<circle cx="${bx}" cy="${by}" r="260" fill="#ffffff" opacity="0.06"/><circle cx="${sx}" cy="${sy}" r="220" fill="${p.second}" opacity="0.5"/>
<g transform="translate(600 400) scale(2)">${COVER_ICONS[kind]}</g>`,
    );
}

const COVER_LAYOUTS: readonly (readonly [number, number, number, number])[] = [
  [1050, 130, 160, 760],
  [150, 120, 1040, 740],
  [1080, 700, 140, 60],
  [120, 680, 1000, 90],
];

export type ContactIcon = 'phone' | 'mail' | 'map';

const CONTACT_ICONS: Record<ContactIcon, string> = {
  phone:
    '<path d="M-40 -60 C-55 -60 -65 -45 -60 -30 C-45 25 -25 45 30 60 C45 65 60 55 60 40 L60 20 L25 5 L10 20 C-10 10 -20 0 -30 -20 L-15 -35 L-30 -60 Z" fill="#fff"/>',
  mail: '<rect x="-70" y="-45" width="140" height="90" rx="8" fill="none" stroke="#fff" stroke-width="10"/><path d="M-65 -40 L0 10 L65 -40" fill="none" stroke="#fff" stroke-width="10"/>',
  map: '<path d="M0 70 C-40 20 -55 -5 -55 -25 A55 55 0 0 1 55 -25 C55 -5 40 20 0 70 Z" fill="#fff"/><circle cy="-25" r="20" fill="currentColor"/>',
};

/** A round contact icon (phone, e-mail, map pin). */
export function contactIconDrawing(icon: ContactIcon, p: Palette): Draw {
  return (width, height) =>
    svg(
      width,
      height,
      256,
      256,
      `<circle cx="128" cy="128" r="124" fill="${p.main}"/><circle cx="128" cy="128" r="124" fill="none" stroke="${p.second}" stroke-width="8"/>
<g transform="translate(128 128)" color="${p.main}">${CONTACT_ICONS[icon]}</g>`,
    );
}

/** The showcase pictures of a product (demo): studio shot, close-up, a pair, and the part fitted on an axle. */
export type PartView = 'studio' | 'detail' | 'pair' | 'fitted';

/** A part as a product photograph: lit on a soft backdrop with a floor shadow, seen as `view` says. */
export function partPhoto(shape: PartShape, p: Palette, view: PartView): Draw {
  const backdrop = `<defs><radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#ffffff"/>
<stop offset="1" stop-color="#d9dee6"/></radialGradient></defs><rect width="800" height="600" fill="url(#bg)"/>
<ellipse cx="400" cy="520" rx="260" ry="22" fill="#1f2937" opacity="0.18"/>`;
  const body = part(shape, p);
  const scene: Record<PartView, string> = {
    studio: `${backdrop}<g transform="translate(40 20) scale(0.9)">${body}</g>`,
    detail: `${backdrop}<g transform="translate(-440 -120) scale(2.1)">${body}</g>`,
    pair: `${backdrop}<g transform="translate(-20 90) scale(0.62)">${body}</g><g transform="translate(300 90) scale(0.62)">${body}</g>`,
    fitted: `<rect width="800" height="600" fill="#cfd6df"/><rect y="470" width="800" height="130" fill="#8b949e"/>
<rect x="60" y="40" width="680" height="46" rx="6" fill="#3b4350"/><rect x="90" y="500" width="620" height="40" rx="18" fill="#3b4350"/>
<g transform="translate(90 40) scale(0.78)">${body}</g>`,
  };
  return (width, height) => svg(width, height, 800, 600, scene[view]);
}
