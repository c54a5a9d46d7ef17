/** One row (id 1): the site content's version, raised by every successful admin write (modules/site/content-version.ts). */
export interface ContentStateTable {
  id: number;
  version: number;
}
