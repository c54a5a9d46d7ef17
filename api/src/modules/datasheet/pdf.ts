/**
 * A product's datasheet as a PDF (docs/decisions.md, "Datasheets with PDFKit"): the logo and brand colours, code,
 * name, OEM numbers, the specs table, the main picture and the first technical drawing, the contact details and the
 * page's address, in one language. Text is text (a font embedded, so selectable and searchable), pictures are
 * converted by sharp (WebP, SVG) to what PDFKit embeds (PNG, JPEG).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { Brand } from '@vitrin/shared-libs/types/api';
import type { ProductDetail } from '@vitrin/shared-libs/types/catalogue';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { specLabel, specValueText } from '@vitrin/shared-libs/utils/specText';

/** DejaVu Sans as the npm package `dejavu-fonts-ttf` ships it (installed with the API), or "" where it is missing. */
function packagedFont(file: string): string {
  try {
    return createRequire(__filename).resolve(`dejavu-fonts-ttf/ttf/${file}`);
  } catch {
    return '';
  }
}

/**
 * A font with every letter of the site's languages (Turkish ş ğ ı İ are not in PDF's standard fonts): the one the
 * API installs with itself, else the first of the machine's; without one, the standard Helvetica with those letters
 * written in ASCII.
 */
const FONT_CANDIDATES = [
  [packagedFont('DejaVuSans.ttf'), packagedFont('DejaVuSans-Bold.ttf')],
  ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'],
  [
    '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
    '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  ],
  ['/usr/share/fonts/TTF/DejaVuSans.ttf', '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf'],
] as const;
export const FONTS = FONT_CANDIDATES.find(([regular, bold]) => regular && bold && existsSync(regular) && existsSync(bold));

const ASCII: Record<string, string> = { ş: 's', Ş: 'S', ğ: 'g', Ğ: 'G', ı: 'i', İ: 'I', '—': '-', '×': 'x', '→': '->' };
export const plain = (text: string) => (FONTS ? text : text.replace(/[şŞğĞıİ—×→]/g, (ch) => ASCII[ch] ?? ch));

/** The texts of a datasheet, per language (English where a language has none). */
const TEXTS: Record<
  string,
  Record<'code' | 'oem' | 'manufacturer' | 'number' | 'specs' | 'drawing' | 'contact' | 'page', string>
> = {
  en: {
    code: 'Product code',
    oem: 'OEM cross-references',
    manufacturer: 'Manufacturer',
    number: 'OEM number',
    specs: 'Technical specifications',
    drawing: 'Technical drawing',
    contact: 'Contact',
    page: 'This product online',
  },
  tr: {
    code: 'Ürün kodu',
    oem: 'OEM çapraz referansları',
    manufacturer: 'Üretici',
    number: 'OEM numarası',
    specs: 'Teknik özellikler',
    drawing: 'Teknik çizim',
    contact: 'İletişim',
    page: 'Ürünün sayfası',
  },
};

export interface DatasheetInput {
  product: ProductDetail;
  lang: string;
  brand: Brand;
  /** The product page's absolute address in this language. */
  pageUrl: string;
  /** Phones, e-mails and the address lines, in order. */
  contact: string[];
  /** Reads a stored file by its /uploads/ address (null when it is not there). */
  readUpload: (url: string) => Promise<Buffer | null>;
}

/** A stored picture as PNG no wider than `width` px (null when it is missing or unreadable). */
async function picture(input: DatasheetInput, url: string | null | undefined, width: number): Promise<Buffer | null> {
  if (!url) return null;
  const bytes = await input.readUpload(url);
  if (!bytes) return null;
  try {
    return await sharp(bytes, { density: 150 })
      .resize({ width, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * An A4 document of the site's PDFs (a datasheet, the quote cart): its bytes when it ends (`done`), the fonts, the
 * brand's main colour and the text column's left edge and width.
 */
export function startPdf(info: PDFKit.DocumentInfo, lang: string, brand: Brand) {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info, lang });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  return {
    doc,
    done,
    regular: FONTS ? FONTS[0] : 'Helvetica',
    bold: FONTS ? FONTS[1] : 'Helvetica-Bold',
    main: brand.mainColor || '#0d6efd',
    left,
    width: doc.page.width - left - doc.page.margins.right,
  };
}

export async function datasheetPdf(input: DatasheetInput): Promise<Buffer> {
  const { product, lang, brand } = input;
  const text = TEXTS[lang] ?? TEXTS.en!;
  const name = localized(product, 'name', lang) || product.code;
  const images = product.files.filter((f) => f.gallery_type === 'image');
  const drawings = product.files.filter((f) => f.gallery_type === 'technical_drawing');
  const [logo, photo, drawing] = await Promise.all([
    picture(input, brand.logo, 600),
    picture(input, images[0]?.image?.url ?? images[0]?.url, 700),
    picture(input, drawings[0]?.image?.url ?? drawings[0]?.url, 900),
  ]);

  const { doc, done, regular, bold, main, left, width } = startPdf(
    { Title: `${product.code} — ${name}`, Author: brand.companyName, Subject: text.specs },
    lang,
    brand,
  );
  const second = brand.secondColor || '#6c757d';

  // Head: a band in the brand's colour, the logo and the company's name.
  doc.rect(0, 0, doc.page.width, 8).fill(main);
  if (logo) doc.image(logo, left, 24, { fit: [180, 48] });
  doc
    .font(bold)
    .fontSize(10)
    .fillColor(second)
    .text(plain(lang === 'tr' ? brand.companyName : brand.companyNameEn || brand.companyName), left, 30, {
      width,
      align: 'right',
    });
  doc
    .moveDown(0.2)
    .font(regular)
    .fontSize(9)
    .text(plain(brand.companyUrl || input.pageUrl), { width, align: 'right' });

  // Code and name.
  doc.font(regular).fontSize(10).fillColor(second).text(plain(text.code), left, 90);
  doc.font(bold).fontSize(22).fillColor(main).text(plain(product.code));
  doc.font(regular).fontSize(14).fillColor('#212529').text(plain(name), { width });
  doc.moveDown(0.8);

  // The picture on the right of the tables.
  const top = doc.y;
  const columnWidth = photo ? width * 0.58 : width;
  if (photo) doc.image(photo, left + width * 0.62, top, { fit: [width * 0.38, 220], align: 'center' });

  const table = (title: string, rows: [string, string][]) => {
    if (rows.length === 0) return;
    doc.font(bold).fontSize(12).fillColor(main).text(plain(title), left, doc.y, { width: columnWidth });
    doc.moveDown(0.3);
    for (const [index, [label, value]] of rows.entries()) {
      const y = doc.y;
      const labelHeight = doc
        .font(regular)
        .fontSize(10)
        .heightOfString(plain(label), { width: columnWidth * 0.55 });
      const valueHeight = doc
        .font(bold)
        .fontSize(10)
        .heightOfString(plain(value), { width: columnWidth * 0.45 - 8 });
      const height = Math.max(labelHeight, valueHeight) + 6;
      if (index % 2 === 0) doc.rect(left, y - 2, columnWidth, height).fill('#f1f3f5');
      doc
        .font(regular)
        .fontSize(10)
        .fillColor('#495057')
        .text(plain(label), left + 4, y + 1, { width: columnWidth * 0.55 - 4 });
      doc
        .font(bold)
        .fontSize(10)
        .fillColor('#212529')
        .text(plain(value), left + columnWidth * 0.55, y + 1, { width: columnWidth * 0.45 - 8 });
      doc.y = y + height;
    }
    doc.moveDown(0.8);
  };
  table(
    text.specs,
    product.specs.map((spec) => [specLabel(spec, lang), specValueText(spec, lang)]),
  );
  table(
    text.oem,
    product.oem_numbers.map((oem) => [oem.manufacturer, oem.number]),
  );

  if (drawing) {
    doc.y = Math.max(doc.y, photo ? top + 230 : doc.y);
    if (doc.y > doc.page.height - 300) doc.addPage();
    doc.font(bold).fontSize(12).fillColor(main).text(plain(text.drawing), left, doc.y);
    doc.moveDown(0.3);
    doc.image(drawing, left, doc.y, { fit: [width, 240], align: 'center' });
    doc.y += 250;
  }

  // Foot: contact details and the page's address.
  const footTop = doc.page.height - doc.page.margins.bottom - 70;
  if (doc.y > footTop) doc.addPage();
  doc
    .moveTo(left, footTop)
    .lineTo(left + width, footTop)
    .lineWidth(1)
    .strokeColor(main)
    .stroke();
  doc
    .font(bold)
    .fontSize(9)
    .fillColor(main)
    .text(plain(text.contact), left, footTop + 8);
  doc
    .font(regular)
    .fontSize(9)
    .fillColor('#212529')
    .text(plain(input.contact.join(' · ')), { width });
  doc
    .font(bold)
    .fontSize(9)
    .fillColor(main)
    .text(plain(text.page), left, doc.y + 4, { continued: true });
  doc.font(regular).fillColor('#212529').text(`: ${input.pageUrl}`, { link: input.pageUrl });
  doc.end();
  return done;
}
