import fp from 'fastify-plugin';
import { type Clock, scheduleTick, useClock } from '../../lib/schedule';

declare module 'fastify' {
  interface FastifyInstance {
    /** The publishing-window check of this process (lib/schedule.ts): its timer, and one check run at once. */
    schedule: { tick: () => Promise<boolean>; running: () => boolean };
  }
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
