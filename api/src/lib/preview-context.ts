/**
 * Which staff preview of planned content a request runs in (docs/architecture.md, "Staff preview"): set by
 * modules/schedule/preview.ts for a visitor's read that carries a valid preview cookie, and kept by everything that
 * request starts — its handler and the server render's in-process requests. `live` (lib/schedule.ts) reads the
 * publishing windows at the preview's instant; every cache below `live` asks `previewing()` and stands aside.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** A staff preview of planned content: the site as visitors will see it at `at` (ISO UTC), in `zone`. */
export interface SchedulePreview {
  at: string;
  /** The site's time zone when the preview was asked (the bar names the time in it). */
  zone: string;
  /** When the preview ends (ms since the epoch). */
  expiresAt: number;
}

/** The preview the current request runs in (set by modules/schedule/preview.ts for a request with its cookie). */
const previews = new AsyncLocalStorage<SchedulePreview>();

/** The staff preview this request runs in, if any: every cache below `live` must neither serve nor keep its answers. */
export const previewing = (): SchedulePreview | undefined => previews.getStore();

/** Runs `work` (and everything it starts) as a request of this preview. */
export const inPreview = <T>(preview: SchedulePreview, work: () => T): T => previews.run(preview, work);

/** Runs `work` as any visitor's request, whatever preview it was called in (the sitemap never lists planned records). */
export const asVisitor = <T>(work: () => T): T => previews.exit(work);
