import type { PageFacts } from '@vitrin/shared-libs/types/ssr';
import type { Db } from '../../db/connection';
import { findProductListName } from '../categories/repo';
import { findContractBySeoName } from '../contracts/repo';
import { findMediaMeta } from '../media/repo';
import { findPageMeta } from '../page-meta/repo';
import { findProductMeta } from '../products/repo';
import type { PageTarget } from './routes-table';
import { findCrossReference, findCrossReferenceManufacturer } from '../cross-reference/repo';
import { crossReferenceManufacturerMeta, crossReferenceMeta } from '@vitrin/shared-libs/utils/crossReference';

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
    case 'cross_reference':
      return crossReferencePageMeta(db, detail.manufacturer, detail.number, lang);
    case 'contract': {
      const contract = await findContractBySeoName(db, detail.seoName, lang);
      return contract ? { title: contract.name, description: null } : undefined;
    }
  }
}

/**
 * A public page's title and description in one language: the page's own (a category's page meta, a
 * product, an article) where it has them, else the route's page meta. A null title is the caller's to fill. The
 * page's own are what its render reported (`reported`), read here only when it reported none.
 */
export async function publicPageMeta(
  db: Db,
  target: PublicTarget,
  lang: string,
  reported?: PageFacts,
): Promise<TitleAndDescription> {
  const own = reported?.title
    ? { title: reported.title, description: reported.description ?? null }
    : await detailMeta(db, target, lang);
  const route = target.route && !(own?.title && own.description) ? await findPageMeta(db, target.route, lang) : undefined;
  return {
    title: own?.title ?? route?.title ?? null,
    description: own?.description ?? route?.description ?? null,
  };
}

/** A cross-reference page's title ("Firestone W01-358-9082 — equivalent air spring VT 4881 NP01") and description. */
async function crossReferencePageMeta(
  db: Db,
  manufacturer: string,
  number: string | undefined,
  lang: string,
): Promise<TitleAndDescription | undefined> {
  if (number === undefined) {
    const maker = await findCrossReferenceManufacturer(db, manufacturer);
    return maker && crossReferenceManufacturerMeta(maker, lang);
  }
  const found = await findCrossReference(db, manufacturer, number, [lang]);
  return found && crossReferenceMeta(found, lang);
}
