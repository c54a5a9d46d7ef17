/**
 * A release previewed by one browser (docs/deployment.md, "A team's release"): a Süper Yönetici asks Sürümler for a
 * preview link of a release that passed the gate; opening it sets a signed, expiring cookie (HMAC-SHA256 with the
 * site's COOKIE_SECRET) that pins that release for that browser alone. Its pages are rendered on the server and
 * hydrated with it (never cached), and carry a bar naming it with "Önizlemeden çık". Every other visitor keeps the
 * live release.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { RemoteName } from '@vitrin/shared-libs/types/api';
import { REMOTE_NAMES } from '../../config';
import { escapeHtml } from '../../lib/html';

export const PREVIEW_COOKIE = 'vitrin_preview';
/** The query parameter of a preview link (`?vitrin_preview=<token>`); `exit` ends the preview. */
export const PREVIEW_PARAM = 'vitrin_preview';
/** How long a preview link and its cookie last. */
export const PREVIEW_SECONDS = 60 * 60;

export interface Preview {
  remote: RemoteName;
  url: string;
  /** When it ends (ms since the epoch). */
  expiresAt: number;
}

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** A preview's token: its remote, address and end, signed. */
export function previewToken(secret: string, preview: Preview): string {
  const payload = Buffer.from(JSON.stringify([preview.remote, preview.url, preview.expiresAt])).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The preview a token names, or null when it is not one, is tampered with or has ended. */
export function readPreview(secret: string, token: unknown, now = Date.now()): Preview | null {
  if (typeof token !== 'string' || token.length > 4000) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const [remote, url, expiresAt] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[];
    if (!(REMOTE_NAMES as readonly unknown[]).includes(remote) || typeof url !== 'string' || typeof expiresAt !== 'number')
      return null;
    if (expiresAt <= now) return null;
    return { remote: remote as RemoteName, url, expiresAt };
  } catch {
    return null;
  }
}

export function setPreviewCookie(reply: FastifyReply, token: string, preview: Preview): void {
  const maxAge = Math.max(1, Math.floor((preview.expiresAt - Date.now()) / 1000));
  reply.setCookie(PREVIEW_COOKIE, token, { path: '/', maxAge, httpOnly: true, sameSite: 'lax', secure: 'auto' });
}

export function clearPreviewCookie(reply: FastifyReply): void {
  reply.clearCookie(PREVIEW_COOKIE, { path: '/' });
}

/** The bar every previewed page carries (outside the rendered root: hydration never sees it). */
export function previewBar(preview: Preview): string {
  return (
    `<div class="vitrin-preview-bar" role="status" style="position:sticky;top:0;z-index:2000;display:flex;flex-wrap:wrap;` +
    `gap:.5rem 1rem;align-items:center;justify-content:center;padding:.4rem 1rem;background:#212529;color:#fff;` +
    `font:14px/1.4 system-ui,sans-serif">` +
    `<span>Önizleme: <strong>${escapeHtml(preview.remote)}</strong> ` +
    `<code style="color:#ffc107;word-break:break-all">${escapeHtml(preview.url)}</code></span>` +
    `<a href="/?${PREVIEW_PARAM}=exit" style="color:#fff;text-decoration:underline">Önizlemeden çık</a></div>`
  );
}
