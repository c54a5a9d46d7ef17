/** A stored upload as the API sends it (api/src/lib/uploads.ts toFileAsset). */
export interface FileAsset {
  id: number;
  /** The original as stored, under /uploads/. */
  url: string;
  /** The name the file had on the uploader's disk (display only; the stored name is generated). */
  name: string;
  mime: string;
  size: number;
  kind: 'image' | 'document';
  /** Images only; null for documents. */
  width: number | null;
  height: number | null;
  /** Images: WebP variants, narrowest first; documents: empty. */
  variants: { width: number; url: string }[];
}
