/**
 * Staff preview of planned content on the public site (docs/architecture.md, "Staff preview"). An editor's
 * "Sitede önizle" asks an admin route (preview-routes.ts) for a link: the record's public address with a short-lived
 * signed token. Opening it swaps the token for a signed, expiring, HttpOnly cookie (lib/signed-token.ts) and
 * redirects to the address without it. While the cookie holds, that browser's reads of the public site run "at" the
 * instant previewed (lib/schedule.ts `inPreview`): `live` reads the windows then, the caches below it stand aside,
 * the answers are `private, no-store`, and each page carries a bar with "Önizlemeden çık". Every other visitor, and
 * the sitemap, keep the site as it is now.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isTimeZone, localDateTime, utcToZoned } from '@vitrin/shared-libs/utils/zonedTime';
import { escapeHtml } from '../../lib/html';
import { previewBarHtml, sameSitePath } from '../../lib/preview-links';
import { inPreview, previewing, type SchedulePreview } from '../../lib/preview-context';
import { clearTokenCookie, readToken, setTokenCookie, signToken } from '../../lib/signed-token';

/** The cookie a preview runs on, and the query parameter of a preview link (`exit` ends the preview). */
export const PLANNED_COOKIE = 'vitrin_planned';
export const PLANNED_PARAM = 'vitrin_planned';
/** How long a link works: long enough to open it, short enough that one left in a history or a log is dead. */
export const PLANNED_LINK_SECONDS = 5 * 60;
/** How long the preview it starts lasts in that browser. */
export const PLANNED_PREVIEW_SECONDS = 60 * 60;

/** What the link's and the cookie's tokens are signed for: a link is no cookie, and neither is a release preview. */
const LINK = 'planned-preview-link';
const COOKIE = 'planned-preview';

/** Addresses that are never a public page (as the page route's own list). */
const NOT_PAGES = ['/api/', '/mf/', '/uploads/'];

const isInstant = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 40 && Number.isFinite(Date.parse(value));

function readPlanned(secret: string, purpose: string, token: unknown): SchedulePreview | null {
  const read = readToken(secret, purpose, token);
  if (!read) return null;
  const [at, zone] = read.fields;
  if (!isInstant(at) || !isTimeZone(zone)) return null;
  return { at: new Date(at).toISOString(), zone, expiresAt: read.expiresAt };
}

/** A link that previews the site at `at` from the public address `path` (an admin route gives it to staff). */
export function plannedPreviewLink(
  secret: string,
  path: string,
  preview: { at: string; zone: string },
): { link: string; expiresAt: number } {
  const expiresAt = Date.now() + PLANNED_LINK_SECONDS * 1000;
  const token = signToken(secret, LINK, [preview.at, preview.zone], expiresAt);
  return { link: `${path}?${PLANNED_PARAM}=${token}`, expiresAt };
}

/** Whether a request may run as a preview: a read of the public site, never staff's API or a form's post. */
const previewable = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !request.url.startsWith('/api/admin/') &&
  !request.url.startsWith('/api/auth/');

/** Adds `field` to the answer's Vary header. */
function vary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('Vary');
  const fields = String(current ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (!fields.some((f) => f.toLowerCase() === field.toLowerCase())) reply.header('Vary', [...fields, field].join(', '));
}

/** The bar of a previewed page: what it shows, in staff's Turkish (lib/preview-links.ts). */
export function plannedPreviewBar(preview: SchedulePreview): string {
  const when = `${localDateTime(utcToZoned(preview.at, preview.zone))} (${preview.zone})`;
  return previewBarHtml({
    className: 'vitrin-planned-preview-bar',
    label: `<strong>Önizleme:</strong> planlanmış içerik görünüyor — site, ${escapeHtml(when)} anındaki haliyle`,
    // Relative: the address the browser is on when it is followed, so staff leave the preview where they are.
    exitHref: `?${PLANNED_PARAM}=exit`,
    background: '#ffc107',
    color: '#212529',
  });
}

export const schedulePreviewPlugin = fp(
  async (app) => {
    const secret = app.config.cookieSecret;

    // A preview link (`?vitrin_planned=<token>` on a public address) starts the preview in this browser, `exit` (or a
    // link past its time) ends it; either way the browser goes on to the address without the parameter.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const search = request.url.split('?')[1];
      if (!search?.includes(PLANNED_PARAM)) return;
      const query = new URLSearchParams(search);
      const asked = query.get(PLANNED_PARAM);
      const path = sameSitePath(request.url);
      if (asked === null || NOT_PAGES.some((prefix) => path.startsWith(prefix))) return;
      const preview = asked === 'exit' ? null : readPlanned(secret, LINK, asked);
      if (preview) {
        const expiresAt = Date.now() + PLANNED_PREVIEW_SECONDS * 1000;
        setTokenCookie(reply, PLANNED_COOKIE, signToken(secret, COOKIE, [preview.at, preview.zone], expiresAt), expiresAt);
      } else {
        clearTokenCookie(reply, PLANNED_COOKIE);
      }
      query.delete(PLANNED_PARAM);
      reply.header('Cache-Control', 'private, no-store');
      return reply.redirect(`${path}${query.size > 0 ? `?${query.toString()}` : ''}`, 303);
    });

    // A request carrying a valid preview cookie runs in the preview, with all it starts: its handler, and the
    // server render's in-process requests (app.inject), which carry no cookie of their own and so keep it.
    app.addHook('onRequest', (request, _reply, done) => {
      const preview = previewable(request) ? readPlanned(secret, COOKIE, request.cookies[PLANNED_COOKIE]) : null;
      if (preview) inPreview(preview, () => done());
      else done();
    });

    // No cache keeps a previewed answer; a shared cache keeps the public API's answers apart by cookie.
    app.addHook('onSend', async (request, reply, payload) => {
      if (previewing()) {
        reply.header('Cache-Control', 'private, no-store');
        reply.header('X-Robots-Tag', 'noindex');
        vary(reply, 'Cookie');
      } else if (previewable(request) && request.url.startsWith('/api/pages/')) {
        vary(reply, 'Cookie');
      }
      return payload;
    });
  },
  { name: 'schedule-preview', dependencies: ['@fastify/cookie'] },
);
