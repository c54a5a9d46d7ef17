import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { LRUCache } from 'lru-cache';
import { fileResponse } from '@vitrin/shared-libs/schemas/wire';
import { htmlToLines } from '@vitrin/shared-libs/utils/richText';
import { routePath } from '@vitrin/shared-libs/registry/publicRoutes';
import { httpError } from '../../lib/http';
import { isStorageKey } from '../../lib/storage';
import type { RoutePlugin } from '../../lib/routes';
import { contactInformationGroups } from '../contact-information/repo';
import { languageContext } from '../languages/service';
import { findProductDetail } from '../products/repo';
import { siteBrand } from '../site-settings/service';
import { contentVersion } from '../site/content-version';
import { previewing } from '../../lib/preview-context';
import { languageUrl, siteOrigin } from '../site/sitemap';
import { datasheetPdf } from './pdf';
import { cartPdf, cartXlsx } from './cart-export';
import { productCards } from '../products/repo';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Datasheets kept (least recently used out): one per product, language and content version. */
const KEPT = 200;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** GET /api/pages/product/:seo_name/datasheet.pdf (docs/api.md, "Finding a part"). */
export const datasheetPublicRoutes: RoutePlugin = async (app) => {
  const kept = new LRUCache<string, Buffer>({ max: KEPT });

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
      // A staff preview's datasheet (a planned product's) is that browser's alone: never kept, never from the kept ones.
      const preview = previewing() !== undefined;
      let pdf = preview ? undefined : kept.get(key);
      if (!pdf) {
        const product = await findProductDetail(app.db, { seo_name: seoName }, codes, true);
        if (!product) throw httpError(404, 'Product not found');
        const [brand, contact] = await Promise.all([siteBrand(app.db, app.config.brand), contactInformationGroups(app.db, lang)]);
        const defaultLang = all.find((l) => l.is_default)?.abbr ?? 'en';
        pdf = await datasheetPdf({
          product,
          lang,
          brand,
          pageUrl: languageUrl(siteUrl, routePath('product_details', product.seo_name), lang, defaultLang),
          contact: [
            ...(contact.telefon ?? []).map((item) => item.content),
            ...(contact.email ?? []).map((item) => item.content),
            ...(contact.adres ?? []).flatMap((item) => htmlToLines(item.content)),
          ],
          readUpload,
        });
      }
      const disposition = `inline; filename="${seoName.replace(/[^a-z0-9-]+/gi, '-')}-${lang}-datasheet.pdf"`;
      if (preview) return reply.type('application/pdf').header('Content-Disposition', disposition).send(pdf);
      kept.set(key, pdf);
      const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 22)}"`;
      if (request.headers['if-none-match'] === etag) return reply.code(304).header('ETag', etag).send();
      return reply
        .type('application/pdf')
        .header('ETag', etag)
        .header('Cache-Control', 'no-cache')
        .header('Content-Disposition', disposition)
        .send(pdf);
    },
  );

  // The quote cart as a PDF or an XLSX sheet: `items=token:quantity,…` (the cart lives in the visitor's browser).
  const cartItems = (value: string) =>
    value
      .split(',')
      .slice(0, 100)
      .map((pair) => pair.split(':'))
      .map(([token = '', quantity = '1']) => ({
        token: token.trim(),
        quantity: Math.min(Math.max(Math.floor(Number(quantity)) || 1, 1), 100_000),
      }))
      .filter((item) => /^[A-Za-z0-9_-]{1,64}$/.test(item.token));
  for (const format of ['pdf', 'xlsx'] as const) {
    app.get(
      `/quote-cart.${format}`,
      {
        schema: {
          tags: ['catalogue'],
          summary: `The quote cart as ${format === 'pdf' ? 'a PDF' : 'an XLSX sheet'}: items=token:quantity,… (at most 100; products no longer sold are left out), in ?lang=`,
          querystring: {
            type: 'object',
            properties: { items: { type: 'string', maxLength: 8000 }, lang: { type: 'string', maxLength: 10 } },
          },
          response: fileResponse([format === 'pdf' ? 'application/pdf' : XLSX_TYPE], 'The quote cart'),
        },
      },
      async (request, reply) => {
        const { current, codes, all } = await languageContext(app.db, request);
        const lang = current.abbr;
        const items = cartItems(request.query.items ?? '');
        const rows =
          items.length === 0
            ? []
            : await app.db
                .selectFrom('products')
                .select(['id', 'token'])
                .where(
                  'token',
                  'in',
                  items.map((i) => i.token),
                )
                .execute();
        const ids = items.flatMap((item) => rows.filter((r) => r.token === item.token).map((r) => r.id));
        const cards = await productCards(app.db, ids, codes);
        const siteUrl = siteOrigin(app.config.publicUrl, request);
        const defaultLang = all.find((l) => l.is_default)?.abbr ?? 'en';
        const lines = cards.map((product) => ({
          product,
          quantity: items.find((i) => i.token === product.token)!.quantity,
          url: languageUrl(siteUrl, routePath('product_details', product.seo_name), lang, defaultLang),
        }));
        const brand = await siteBrand(app.db, app.config.brand);
        const name = `quote-cart-${new Date().toISOString().slice(0, 10)}.${format}`;
        reply.header('Content-Disposition', `attachment; filename="${name}"`).header('Cache-Control', 'no-store');
        if (format === 'xlsx') return reply.type(XLSX_TYPE).send(await cartXlsx(lines, lang, brand));
        const contact = await contactInformationGroups(app.db, lang);
        return reply
          .type('application/pdf')
          .send(
            await cartPdf(
              lines,
              lang,
              brand,
              [
                ...(contact.telefon ?? []).map((item) => item.content),
                ...(contact.email ?? []).map((item) => item.content),
                ...(contact.adres ?? []).flatMap((item) => htmlToLines(item.content)),
              ],
              await readUpload(brand.logo),
            ),
          );
      },
    );
  }
};
