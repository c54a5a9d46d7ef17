/** One row (id 1): the catalogue's version, raised by every product write (modules/products/list-cache.ts). */
export interface CatalogueStateTable {
  id: number;
  version: number;
}
