/**
 * One import at a time per catalogue, across API processes (docs/api.md, "Catalogue import and export"): a lease
 * row per section in `import_locks`. Taking it is one statement (an insert that does nothing when the row exists,
 * then an update that succeeds only on an expired lease), so two processes never both hold it; the holder renews
 * it while it works and inside its write transaction, and a holder that died leaves it to the next import once
 * its lease runs out.
 */
import type { Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/database';
import { nowIso } from '../../lib/time';

/** How long a lease lasts unless renewed; the holder renews it every third of that. */
export const LEASE_MS = 60_000;

export class ImportLock {
  constructor(
    private readonly db: Db,
    readonly section: string,
    readonly holder: string,
  ) {}

  /** Takes the section's lease; false while another import holds an unexpired one. */
  async acquire(): Promise<boolean> {
    const expires = nowIso(Date.now() + LEASE_MS);
    const inserted = await this.db
      .insertInto('import_locks')
      .values({ section: this.section, holder: this.holder, expires_at: expires })
      .onConflict((oc) => oc.column('section').doNothing())
      .returning('section')
      .executeTakeFirst();
    if (inserted) return true;
    const taken = await this.db
      .updateTable('import_locks')
      .set({ holder: this.holder, expires_at: expires })
      .where('section', '=', this.section)
      .where('expires_at', '<', nowIso())
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) > 0;
  }

  /** Extends the lease (with `db`, the write transaction: the row stays ours until it commits); throws when lost. */
  async renew(db: Db | Transaction<Database> = this.db): Promise<void> {
    const renewed = await db
      .updateTable('import_locks')
      .set({ expires_at: nowIso(Date.now() + LEASE_MS) })
      .where('section', '=', this.section)
      .where('holder', '=', this.holder)
      .executeTakeFirst();
    if (Number(renewed.numUpdatedRows) === 0) throw new Error(`the import lease of ${this.section} was lost`);
  }

  /** Gives the lease back (nothing when it is no longer ours). */
  async release(db: Db = this.db): Promise<void> {
    await db.deleteFrom('import_locks').where('section', '=', this.section).where('holder', '=', this.holder).execute();
  }
}
