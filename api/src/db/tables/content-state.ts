/** One row (id 1): the site content's version, raised by every successful admin write (modules/site/page-cache.ts). */
export interface ContentStateTable {
  id: number;
  version: number;
}
