/**
 * A release previewed by one browser (docs/deployment.md, "A team's release"): a Süper Yönetici asks Sürümler for a
 * preview link of a release that passed the gate; opening it sets a signed, expiring cookie (lib/signed-token.ts: HMAC-SHA256
 * with the site's COOKIE_SECRET) that pins that release for that browser alone. Its pages are rendered on the server and
 * hydrated with it (never cached), and carry a bar naming it with "Önizlemeden çık". Every other visitor keeps the
 * live release.
 */
import type { FastifyReply } from 'fastify';
import type { RemoteName } from '@vitrin/shared-libs/types/api';
import { REMOTE_NAMES } from '../../config';
import { escapeHtml } from '../../lib/html';
import { previewBarHtml } from '../../lib/preview-links';
import { clearTokenCookie, readToken, setTokenCookie, signToken } from '../../lib/signed-token';

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

/** What the release preview's tokens are signed for (lib/signed-token.ts). */
const PURPOSE = 'release-preview';

/** A preview's token: its remote, address and end, signed. */
export function previewToken(secret: string, preview: Preview): string {
  return signToken(secret, PURPOSE, [preview.remote, preview.url], preview.expiresAt);
}

/** The preview a token names, or null when it is not one, is tampered with or has ended. */
export function readPreview(secret: string, token: unknown, now = Date.now()): Preview | null {
  const read = readToken(secret, PURPOSE, token, now);
  if (!read) return null;
  const [remote, url] = read.fields;
  if (!(REMOTE_NAMES as readonly unknown[]).includes(remote) || typeof url !== 'string') return null;
  return { remote: remote as RemoteName, url, expiresAt: read.expiresAt };
}

export function setPreviewCookie(reply: FastifyReply, token: string, preview: Preview): void {
  setTokenCookie(reply, PREVIEW_COOKIE, token, preview.expiresAt);
}

export function clearPreviewCookie(reply: FastifyReply): void {
  clearTokenCookie(reply, PREVIEW_COOKIE);
}

/** The bar every previewed page carries (lib/preview-links.ts). */
export function previewBar(preview: Preview): string {
  return previewBarHtml({
    className: 'vitrin-preview-bar',
    label:
      `Önizleme: <strong>${escapeHtml(preview.remote)}</strong> ` +
      `<code style="color:#ffc107;word-break:break-all">${escapeHtml(preview.url)}</code>`,
    exitHref: `/?${PREVIEW_PARAM}=exit`,
    background: '#212529',
    color: '#fff',
  });
}
