import type { Db } from '../../db/connection';
import { findProductListName } from '../categories/repo';
import { findContractBySeoName } from '../contracts/repo';
import { findMediaMeta } from '../media/repo';
import { findPageMeta } from '../page-meta/repo';
import { findProductMeta } from '../products/repo';
import type { PageTarget } from './routes-table';

type PublicTarget = Extract<PageTarget, { area: 'public' }>;
export interface TitleAndDescription {
  title: string | null;
  description: string | null;
}

async function detailMeta(db: Db, target: PublicTarget, lang: string): Promise<TitleAndDescription | undefined> {
  const detail = target.detail;
  if (!detail) return undefined;
  switch (detail.kind) {
    case 'meta': {
      const own = await findPageMeta(db, detail.key, lang);
      if (own?.title || target.route !== 'products') return own;
      // A product list without a title of its own is titled with its category's or sub-category's name.
      const name = await findProductListName(db, detail.key, lang);
      return { title: name, description: own?.description ?? null };
    }
    case 'product':
      return findProductMeta(db, detail.seoName, lang);
    case 'media':
      return findMediaMeta(db, detail.mediaKind, detail.seoName, lang);
    case 'contract': {
      const contract = await findContractBySeoName(db, detail.seoName, lang);
      return contract ? { title: contract.name, description: null } : undefined;
    }
  }
}

/**
 * A public page's title and description in one language: the page's own (a category's page meta, a
 * product, an article) where it has them, else the route's page meta. A null title is the caller's to fill.
 */
export async function publicPageMeta(db: Db, target: PublicTarget, lang: string): Promise<TitleAndDescription> {
  const own = await detailMeta(db, target, lang);
  const route = target.route ? await findPageMeta(db, target.route, lang) : undefined;
  return {
    title: own?.title ?? route?.title ?? null,
    description: own?.description ?? route?.description ?? null,
  };
}
