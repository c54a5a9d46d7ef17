import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { type Clock, liveNow, SCHEDULED_TABLES, useClock } from '../../lib/schedule';
import { bumpCatalogueVersion } from '../products/list-cache';
import { bumpContentVersion } from '../site/content-version';

declare module 'fastify' {
  interface FastifyInstance {
    /** The publishing-window check of this process (scheduleTick below): its timer, and one check run at once. */
    schedule: { tick: () => Promise<boolean>; running: () => boolean };
  }
}

/** Whether any window of any scheduled table opened or closed in (after, upTo]. */
async function transitionBetween(db: Db, after: string, upTo: string): Promise<boolean> {
  for (const table of SCHEDULED_TABLES) {
    const passed = (column: 'publish_at' | 'unpublish_at') =>
      db
        .selectFrom(table)
        .select(sql<number>`1`.as('one'))
        .where(column, '>', after)
        .where(column, '<=', upTo)
        .limit(1)
        .executeTakeFirst();
    if ((await passed('publish_at')) || (await passed('unpublish_at'))) return true;
  }
  return false;
}

/**
 * One check: when a window opened or closed since the last handled transition (of any process), raise the
 * content version (cached pages) and the catalogue version (cached product lists) — once: the processes race to
 * move schedule_state.checked_to from the value they read to their now, and only the one whose update lands
 * raises them. A check that finds nothing writes nothing (the next one looks from the same instant, through the
 * columns' indexes). Returns whether this call raised them.
 */
export async function scheduleTick(db: Db): Promise<boolean> {
  const now = liveNow(db);
  const state = await db.selectFrom('schedule_state').select('checked_to').where('id', '=', 1).executeTakeFirst();
  const checkedTo = state?.checked_to ?? '';
  if (checkedTo >= now || !(await transitionBetween(db, checkedTo, now))) return false;
  const moved = await db
    .updateTable('schedule_state')
    .set({ checked_to: now })
    .where('id', '=', 1)
    .where('checked_to', '=', checkedTo)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  await bumpCatalogueVersion(db);
  await bumpContentVersion(db);
  return true;
}

/**
 * Gives the app its clock and runs scheduleTick every SCHEDULE_CHECK_MS from ready to close (the timer is unref'd
 * and cleared before the database closes), so a record whose time came shows in every process within that time
 * plus CONTENT_VERSION_CHECK_MS, with no request needed. A check that fails is logged; the next one tries again.
 */
export const scheduleTimerPlugin = fp<{ clock?: Clock }>(
  async (app, { clock }) => {
    if (clock) useClock(app.db, clock);
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<boolean> | null = null;
    const tick = (): Promise<boolean> => {
      running ??= scheduleTick(app.db)
        .catch((err: unknown) => {
          app.log.warn({ err }, 'scheduled publishing check');
          return false;
        })
        .finally(() => {
          running = null;
        });
      return running;
    };
    app.decorate('schedule', { tick, running: () => timer !== undefined });
    app.addHook('onReady', async () => {
      timer = setInterval(() => void tick(), app.config.scheduleCheckMs);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      timer = undefined;
      await running;
    });
  },
  { name: 'schedule-timer' },
);
