import { createHash } from 'node:crypto';
import type { Storage } from '../../lib/storage';

/** A stored demo PDF: its path under the uploads folder, size and download name. */
export interface PdfFile {
  path: string;
  size: number;
  name: string;
}

const pdfText = (value: string) => value.replace(/[()\\]/g, '').replace(/[^\x20-\x7e]/g, '?');

/** A one-page PDF with a title line and, below it, lines of text: enough to download and open. */
export function simplePdf(title: string, lines: string[] = []): Buffer {
  const body = lines.map((line) => `0 -22 Td (${pdfText(line)}) Tj`).join(' ');
  const stream = `BT /F1 24 Tf 72 720 Td (${pdfText(title)}) Tj /F1 12 Tf 0 -14 Td ${body} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Writes a demo PDF under uploads/demo, named by its content. */
export async function writePdf(storage: Storage, name: string, data: Buffer): Promise<PdfFile> {
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 10);
  const relative = `demo/${name}-${hash}.pdf`;
  await storage.write(relative, data, 'application/pdf');
  return { path: relative, size: data.length, name: `${name}.pdf` };
}
