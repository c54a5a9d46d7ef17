/**
 * The release gate's test render (docs/deployment.md, "A team's release"): a release of a server-rendered remote
 * is served only after its pages rendered once on this server with it, as its preview does (preview.ts: never
 * cached, no other visitor sees it). A render that throws, or a server entry that cannot be had, refuses it: else
 * visitors would get the fallback and crawlers a page without content.
 */
import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { RemoteName } from '@vitrin/shared-libs/types/api';
import { SERVER_RENDERED_REMOTES } from '@vitrin/shared-libs/types/ssr';
import { PUBLIC_ROUTES, routePath } from '@vitrin/shared-libs/registry/publicRoutes';
import { PREVIEW_COOKIE, previewToken } from './preview';
import { live } from '../../lib/schedule';

/** The pages a remote's test render renders: one of each exposed module's kinds (list, search, a product). */
async function pagesOf(app: FastifyInstance, remote: RemoteName): Promise<string[]> {
  if (remote === 'mf_public') return [PUBLIC_ROUTES.home];
  const product = await app.db
    .selectFrom('products')
    .select('seo_name')
    .where('is_active', '=', 1)
    .where(live(app.db, 'products'))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return [`${PUBLIC_ROUTES.search_products}?search=a`, ...(product ? [routePath('product_details', product.seo_name)] : [])];
}

/** Whether a page was rendered on the server with the remote's release (its region not fallen back). */
export function renderedWith(body: string, remote: RemoteName): boolean {
  const builds = /data-rendered-with="([^"]*)"/.exec(body)?.[1] ?? '';
  return builds.includes(`${remote}@`) && !body.includes(`data-remote-fallback="${remote}/`);
}

/**
 * The pages that did not render with the release (`[]` when all did). Nothing to render when the site renders no
 * page on the server (SSR off, or no shell server build) or the remote is not server-rendered.
 */
export async function pagesNotRendered(app: FastifyInstance, remote: RemoteName, url: string): Promise<string[]> {
  const { ssr, cookieSecret } = app.config;
  if (!ssr.enabled || !existsSync(ssr.shellServer) || !(SERVER_RENDERED_REMOTES as readonly string[]).includes(remote)) return [];
  const token = previewToken(cookieSecret, { remote, url, expiresAt: Date.now() + 60_000 });
  const failed: string[] = [];
  const rendered = async (page: string) => {
    const res = await app.inject({ url: page, cookies: { [PREVIEW_COOKIE]: token } });
    return res.statusCode < 500 && renderedWith(res.body, remote) ? null : res.statusCode;
  };
  for (const page of await pagesOf(app, remote)) {
    // A page is asked twice before it counts: the first render of a new release also fetches and starts its server
    // entry, which a busy machine may not finish within SSR_TIMEOUT_MS; a release that throws fails both.
    const status = (await rendered(page)) === null ? null : await rendered(page);
    if (status !== null) failed.push(`${page}: ${status}`);
  }
  return failed;
}
