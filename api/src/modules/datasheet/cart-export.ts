/**
 * The quote cart as a file to file with a purchase request (docs/api.md, "Finding a part"): a PDF (logo, brand colour,
 * the lines with code, name, OEM numbers and quantity, contact details) or an XLSX sheet of the same lines.
 */
import sharp from 'sharp';
import type { Brand } from '@vitrin/shared-libs/types/api';
import type { ProductCard } from '@vitrin/shared-libs/types/catalogue';
import { localized } from '@vitrin/shared-libs/utils/localized';
import { plain, startPdf } from './pdf';

export interface CartLine {
  product: ProductCard;
  quantity: number;
  url: string;
}

const TEXTS: Record<string, Record<'title' | 'code' | 'name' | 'oem' | 'quantity' | 'contact' | 'date', string>> = {
  en: {
    title: 'Quote request',
    code: 'Code',
    name: 'Product',
    oem: 'OEM numbers',
    quantity: 'Quantity',
    contact: 'Contact',
    date: 'Date',
  },
  tr: {
    title: 'Teklif talebi',
    code: 'Kod',
    name: 'Ürün',
    oem: 'OEM numaraları',
    quantity: 'Adet',
    contact: 'İletişim',
    date: 'Tarih',
  },
};
const textsOf = (lang: string) => TEXTS[lang] ?? TEXTS.en!;
const oemsOf = (product: ProductCard) => product.oem_numbers.map((o) => `${o.manufacturer} ${o.number}`).join(', ');

export async function cartXlsx(lines: readonly CartLine[], lang: string, brand: Brand): Promise<Buffer> {
  const text = textsOf(lang);
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = brand.companyName;
  const sheet = book.addWorksheet(text.title);
  sheet.columns = [
    { header: text.code, key: 'code', width: 18 },
    { header: text.name, key: 'name', width: 44 },
    { header: text.oem, key: 'oem', width: 48 },
    { header: text.quantity, key: 'quantity', width: 10 },
    { header: 'URL', key: 'url', width: 48 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const line of lines) {
    sheet.addRow({
      code: line.product.code,
      name: localized(line.product, 'name', lang),
      oem: oemsOf(line.product),
      quantity: line.quantity,
      url: line.url,
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function cartPdf(
  lines: readonly CartLine[],
  lang: string,
  brand: Brand,
  contact: readonly string[],
  logo: Buffer | null,
): Promise<Buffer> {
  const text = textsOf(lang);
  const { doc, done, regular, bold, main, left, width } = startPdf({ Title: text.title, Author: brand.companyName }, lang, brand);
  doc.rect(0, 0, doc.page.width, 8).fill(main);
  if (logo) {
    const png = await sharp(logo, { density: 150 })
      .resize({ width: 600, withoutEnlargement: true })
      .png()
      .toBuffer()
      .catch(() => null);
    if (png) doc.image(png, left, 24, { fit: [180, 48] });
  }
  doc.font(bold).fontSize(18).fillColor(main).text(plain(text.title), left, 90);
  doc
    .font(regular)
    .fontSize(9)
    .fillColor('#495057')
    .text(`${plain(text.date)}: ${new Date().toISOString().slice(0, 10)}`);
  doc.moveDown(1);
  const columns = [
    { title: text.code, width: width * 0.2 },
    { title: text.name, width: width * 0.35 },
    { title: text.oem, width: width * 0.33 },
    { title: text.quantity, width: width * 0.12 },
  ];
  const drawRow = (cells: string[], header: boolean) => {
    const y = doc.y;
    doc.font(header ? bold : regular).fontSize(9);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(plain(cell), { width: columns[i]!.width - 6 }))) + 6;
    if (y + height > doc.page.height - doc.page.margins.bottom - 60) doc.addPage();
    const top = doc.y;
    if (header) doc.rect(left, top - 2, width, height).fill('#e9ecef');
    let x = left;
    cells.forEach((cell, i) => {
      doc.fillColor('#212529').text(plain(cell), x + 3, top + 1, { width: columns[i]!.width - 6 });
      x += columns[i]!.width;
    });
    doc.y = top + height;
  };
  drawRow(
    columns.map((c) => c.title),
    true,
  );
  for (const line of lines)
    drawRow([line.product.code, localized(line.product, 'name', lang), oemsOf(line.product), String(line.quantity)], false);
  doc.moveDown(1.5);
  doc.font(bold).fontSize(9).fillColor(main).text(plain(text.contact), left);
  doc
    .font(regular)
    .fontSize(9)
    .fillColor('#212529')
    .text(plain(contact.join(' · ')), { width });
  doc.end();
  return done;
}
