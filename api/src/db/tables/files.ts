import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A stored upload (image with WebP variants, or a document). */
export interface FilesTable {
  id: Generated<number>;
  /** Relative to DATA_DIR/uploads, forward slashes. */
  path: string;
  /** image | document */
  kind: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  /** JSON text: [{ width, path }] WebP variants, narrowest first. */
  variants: string | null;
  original_name: string | null;
  created_at: string;
}

export type FileRow = Selectable<FilesTable>;
export type NewFileRow = Insertable<FilesTable>;
export type FileUpdate = Updateable<FilesTable>;
