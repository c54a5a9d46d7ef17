import type { Kysely } from 'kysely';
import { escapeHtml } from '../../lib/html';
import type { Storage } from '../../lib/storage';
import { nowIso } from '../../lib/time';
import type { Database } from '../database';
import type { Palette } from './drawings';
import type { DrawingJob } from './images';
import { type PdfFile, simplePdf, writePdf } from './pdf';

/** Demo banners for the inner pages, quality certificates and downloadable catalogues. */

type Texts = { en: string; tr: string };
const LANGS = ['en', 'tr'] as const;

export const BREADCRUMBS: { key: string; title: Texts }[] = [
  { key: 'about_us', title: { en: 'About Us', tr: 'Hakkımızda' } },
  { key: 'vision_mission', title: { en: 'Vision, Mission & Values', tr: 'Vizyon, Misyon ve Değerler' } },
  { key: 'global_brand', title: { en: 'A Global Brand', tr: 'Global Bir Marka' } },
  { key: 'sustainability', title: { en: 'Sustainability', tr: 'Sürdürülebilirlik' } },
  { key: 'our_policies', title: { en: 'Our Policies', tr: 'Politikalarımız' } },
  { key: 'career', title: { en: 'Career', tr: 'Kariyer' } },
  { key: 'quality_policy', title: { en: 'Quality Policy', tr: 'Kalite Politikası' } },
  { key: 'certificates', title: { en: 'Certificates', tr: 'Sertifikalar' } },
  { key: 'news', title: { en: 'News', tr: 'Haberler' } },
  { key: 'videos', title: { en: 'Videos', tr: 'Videolar' } },
  { key: 'photos', title: { en: 'Photo Gallery', tr: 'Foto Galeri' } },
  { key: 'blog', title: { en: 'Blog', tr: 'Blog' } },
  { key: 'catalogues', title: { en: 'Catalogues', tr: 'Kataloglar' } },
  { key: 'contact', title: { en: 'Contact', tr: 'İletişim' } },
  { key: 'human_resources', title: { en: 'Job Application', tr: 'İş Başvurusu' } },
  { key: 'cart', title: { en: 'Quote Cart', tr: 'Teklif Sepeti' } },
  { key: 'checkout', title: { en: 'Send Your Quote Request', tr: 'Teklif Talebinizi Gönderin' } },
];

export const CERTIFICATES: { code: string; title: Texts }[] = [
  { code: 'ISO 9001', title: { en: 'ISO 9001 Quality Management', tr: 'ISO 9001 Kalite Yönetimi' } },
  { code: 'IATF 16949', title: { en: 'IATF 16949 Automotive Quality', tr: 'IATF 16949 Otomotiv Kalite' } },
  { code: 'ISO 14001', title: { en: 'ISO 14001 Environmental Management', tr: 'ISO 14001 Çevre Yönetimi' } },
  { code: 'ISO 45001', title: { en: 'ISO 45001 Health and Safety', tr: 'ISO 45001 İş Sağlığı ve Güvenliği' } },
];

export const CATALOGUES: { slug: string; title: Texts }[] = [
  { slug: 'air-springs-2025', title: { en: 'Air Springs Catalogue 2025', tr: 'Hava Körüğü Kataloğu 2025' } },
  { slug: 'spare-parts-2025', title: { en: 'Spare Parts Catalogue 2025', tr: 'Yedek Parça Kataloğu 2025' } },
];

/** A framed card with a heading and a line under it: banners, certificates and catalogue covers. */
function cardDrawing(heading: string, line: string, p: Palette, viewW: number, viewH: number) {
  return (width: number, height: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewW} ${viewH}">` +
    `<rect width="${viewW}" height="${viewH}" fill="${p.main}"/>` +
    `<rect x="${viewW * 0.05}" y="${viewH * 0.06}" width="${viewW * 0.9}" height="${viewH * 0.88}" fill="none" stroke="${p.second}" stroke-width="${viewW / 120}"/>` +
    `<text x="${viewW / 2}" y="${viewH * 0.48}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${viewW / 11}" font-weight="bold" fill="#ffffff">${escapeHtml(heading)}</text>` +
    `<text x="${viewW / 2}" y="${viewH * 0.62}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="${viewW / 26}" fill="#ffffff">${escapeHtml(line)}</text>` +
    `</svg>`;
}

export function publicContentDrawings(palette: Palette): DrawingJob[] {
  return [
    { key: 'breadcrumb', name: 'breadcrumb', width: 1600, height: 320, draw: cardDrawing('', '', palette, 1600, 320) },
    ...CERTIFICATES.map((c) => ({
      key: `certificate:${c.code}`,
      name: `certificate-${c.code.replace(/\s+/g, '-').toLowerCase()}`,
      width: 800,
      height: 1100,
      draw: cardDrawing(c.code, c.title.en, palette, 800, 1100),
    })),
    ...CATALOGUES.map((c) => ({
      key: `catalogue:${c.slug}`,
      name: `catalogue-${c.slug}`,
      width: 800,
      height: 1100,
      draw: cardDrawing(c.title.en.replace(/ Catalogue.*/, ''), c.title.en.replace(/^.* Catalogue /, ''), palette, 800, 1100),
    })),
  ];
}

/** Writes the catalogue PDFs (named by content) and returns their files rows to insert. */
export async function writeCataloguePdfs(storage: Storage): Promise<Map<string, PdfFile>> {
  const out = new Map<string, PdfFile>();
  for (const c of CATALOGUES) out.set(c.slug, await writePdf(storage, c.slug, simplePdf(c.title.en)));
  return out;
}

export async function seedPublicContent(
  db: Kysely<Database>,
  fileIds: Map<string, number>,
  pdfs: Map<string, PdfFile>,
): Promise<void> {
  const now = nowIso();
  for (const crumb of BREADCRUMBS) {
    const { id } = await db
      .insertInto('breadcrumbs')
      .values({ key: crumb.key, image_id: fileIds.get('breadcrumb') ?? null, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('breadcrumb_translations')
      .values(LANGS.map((lang) => ({ breadcrumb_id: id, lang, title: crumb.title[lang] })))
      .execute();
  }
  for (const [i, certificate] of CERTIFICATES.entries()) {
    const { id } = await db
      .insertInto('certificates')
      .values({
        file_id: fileIds.get(`certificate:${certificate.code}`) ?? null,
        queue: CERTIFICATES.length - i,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('certificate_translations')
      .values(LANGS.map((lang) => ({ certificate_id: id, lang, title: certificate.title[lang] })))
      .execute();
  }
  for (const [i, catalogue] of CATALOGUES.entries()) {
    const pdf = pdfs.get(catalogue.slug);
    const file = pdf
      ? await db
          .insertInto('files')
          .values({
            path: pdf.path,
            kind: 'document',
            mime: 'application/pdf',
            size: pdf.size,
            width: null,
            height: null,
            variants: null,
            original_name: pdf.name,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      : undefined;
    const { id } = await db
      .insertInto('catalogues')
      .values({
        cover_id: fileIds.get(`catalogue:${catalogue.slug}`) ?? null,
        file_id: file?.id ?? null,
        queue: CATALOGUES.length - i,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('catalogue_translations')
      .values(LANGS.map((lang) => ({ catalogue_id: id, lang, title: catalogue.title[lang] })))
      .execute();
  }
}
