import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { fileResponse } from '@vitrin/shared-libs/schemas/wire';
import { htmlToLines } from '@vitrin/shared-libs/utils/richText';
import { httpError } from '../../lib/http';
import { isStorageKey } from '../../lib/storage';
import type { RoutePlugin } from '../../lib/routes';
import { contactInformationGroups } from '../contact-information/repo';
import { languageContext } from '../languages/service';
import { findProductDetail } from '../products/repo';
import { siteBrand } from '../site-settings/service';
import { contentVersion } from '../site/page-cache';
import { languageUrl, siteOrigin } from '../site/sitemap';
import { datasheetPdf } from './pdf';

/** Datasheets kept (least recently used out): one per product, language and content version. */
const KEPT = 200;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** GET /api/pages/product/:seo_name/datasheet.pdf (docs/api.md, "Datasheets"). */
export const datasheetPublicRoutes: RoutePlugin = async (app) => {
  const kept = new Map<string, Buffer>();

  const readUpload = async (url: string): Promise<Buffer | null> => {
    if (!url.startsWith('/uploads/')) return null;
    const key = decodeURIComponent(url.slice('/uploads/'.length));
    if (!isStorageKey(key)) return null;
    const stored = await app.storage.read(key);
    return stored ? bytesOf(stored.body) : null;
  };

  app.get(
    '/product/:seo_name/datasheet.pdf',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          "An active product's datasheet in one language (?lang=, else the visitor's): logo, code, name, OEM numbers, specs, picture, drawing, contact details, page address; text selectable; made once per content version",
        params: { type: 'object', properties: { seo_name: { type: 'string', maxLength: 190 } }, required: ['seo_name'] },
        querystring: { type: 'object', properties: { lang: { type: 'string', maxLength: 10 } } },
        response: fileResponse(['application/pdf'], 'The datasheet'),
      },
    },
    async (request, reply) => {
      const { current, codes, all } = await languageContext(app.db, request);
      const lang = current.abbr;
      const seoName = request.params.seo_name;
      const siteUrl = siteOrigin(app.config.publicUrl, request);
      const version = await contentVersion(app.db, app.config.ssr.versionCheckMs);
      const key = [version, siteUrl, lang, seoName].join('|');
      let pdf = kept.get(key);
      if (pdf) {
        kept.delete(key);
      } else {
        const product = await findProductDetail(app.db, { seo_name: seoName }, codes, true);
        if (!product) throw httpError(404, 'Product not found');
        const [brand, contact] = await Promise.all([siteBrand(app.db, app.config.brand), contactInformationGroups(app.db, lang)]);
        const defaultLang = all.find((l) => l.is_default)?.abbr ?? 'en';
        pdf = await datasheetPdf({
          product,
          lang,
          brand,
          pageUrl: languageUrl(siteUrl, `/product/${encodeURIComponent(product.seo_name)}`, lang, defaultLang),
          contact: [
            ...(contact.telefon ?? []).map((item) => item.content),
            ...(contact.email ?? []).map((item) => item.content),
            ...(contact.adres ?? []).flatMap((item) => htmlToLines(item.content)),
          ],
          readUpload,
        });
        if (kept.size >= KEPT) kept.delete(kept.keys().next().value!);
      }
      kept.set(key, pdf);
      const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 22)}"`;
      if (request.headers['if-none-match'] === etag) return reply.code(304).header('ETag', etag).send();
      return reply
        .type('application/pdf')
        .header('ETag', etag)
        .header('Cache-Control', 'no-cache')
        .header('Content-Disposition', `inline; filename="${seoName.replace(/[^a-z0-9-]+/gi, '-')}-${lang}-datasheet.pdf"`)
        .send(pdf);
    },
  );
};
