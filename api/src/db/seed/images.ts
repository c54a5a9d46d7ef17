import type { Kysely } from 'kysely';
import { type StoredImage, storeSvgDrawing } from '../../lib/images';
import type { Storage } from '../../lib/storage';
import { nowIso } from '../../lib/time';
import type { Database } from '../database';
import type { Draw } from './drawings';

export interface DrawingJob {
  key: string;
  name: string;
  width: number;
  height: number;
  draw: Draw;
}

const FOLDER = 'demo';
const CONCURRENCY = 4;

/** Renders every drawing once (a few at a time: sharp works off the main thread). */
export async function renderDrawings(storage: Storage, jobs: DrawingJob[]): Promise<Map<string, StoredImage>> {
  const out = new Map<string, StoredImage>();
  const unique = [...new Map(jobs.map((j) => [j.key, j])).values()];
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const job = unique[next++]!;
      out.set(job.key, await storeSvgDrawing({ storage, folder: FOLDER, ...job }));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, unique.length) }, worker));
  return out;
}

/** One `files` row per rendered image; returns key → file id. */
export async function insertImageRows(db: Kysely<Database>, images: Map<string, StoredImage>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const createdAt = nowIso();
  for (const [key, image] of images) {
    const row = await db
      .insertInto('files')
      .values({
        path: image.path,
        kind: 'image',
        mime: image.mime,
        size: image.size,
        width: image.width,
        height: image.height,
        variants: JSON.stringify(image.variants),
        original_name: null,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(key, row.id);
  }
  return ids;
}
