/**
 * The site content's version (docs/architecture.md, "Server rendering"): every successful admin write raises it
 * (trackContentWrites), in the database, so no API process serves a cached page or datasheet from before a write.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';

async function readContentVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('content_state').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * The content version as this process knows it: read from the database at most once per
 * CONTENT_VERSION_CHECK_MS, so a page served from the cache costs no database read, and afresh after a write made
 * through this process. A write made through another process shows there within that time.
 */
class ContentVersion {
  private known: { version: number; readAt: number } | null = null;
  private reading: Promise<number> | null = null;
  /** Raised by every write of this process: a read begun before it does not count. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    readonly maxAgeMs: number,
  ) {}

  current(): Promise<number> {
    const now = Date.now();
    if (this.known && now - this.known.readAt < this.maxAgeMs) return Promise.resolve(this.known.version);
    if (this.reading) return this.reading;
    const generation = this.generation;
    const reading = readContentVersion(this.db)
      .then((version) => {
        if (generation === this.generation) this.known = { version, readAt: now };
        return version;
      })
      .finally(() => {
        if (this.reading === reading) this.reading = null;
      });
    this.reading = reading;
    return reading;
  }

  changed(): void {
    this.generation += 1;
    this.known = null;
    this.reading = null;
  }
}

const versions = new WeakMap<Db, ContentVersion>();

/** The content version of this database handle (one per app), checked at most once per `maxAgeMs`. */
export function contentVersion(db: Db, maxAgeMs = 0): Promise<number> {
  let version = versions.get(db);
  if (!version || version.maxAgeMs !== maxAgeMs) {
    version = new ContentVersion(db, maxAgeMs);
    versions.set(db, version);
  }
  return version.current();
}

export async function bumpContentVersion(db: Db): Promise<void> {
  await db
    .updateTable('content_state')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute();
  versions.get(db)?.changed();
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Raises the content version after every successful write to an admin route, decided on the route that matched
 * (not the URL's spelling), before the answer leaves: a page asked for after the answer is rendered afresh.
 */
export function trackContentWrites(app: FastifyInstance & { db: Db }): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (SAFE_METHODS.has(request.method) || reply.statusCode >= 400 || !route?.startsWith('/api/admin/')) return payload;
    await bumpContentVersion(app.db);
    return payload;
  });
}
