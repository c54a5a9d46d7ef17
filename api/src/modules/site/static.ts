import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { RemoteName } from '@vitrin/shared-libs/types/api';
import { PRIVATE_UPLOAD_FOLDERS } from '../../lib/private-files';
import type { RoutePlugin } from '../../lib/routes';
import { bucketFileRoutes } from './bucket-files';

/** Each front-end's build, by the URL segment it is served under. */
export const FRONT_END_DIRS: Record<'shell' | RemoteName, string> = {
  shell: 'shell',
  mf_public: 'mf-public',
  mf_auth: 'mf-auth',
  mf_admin: 'mf-admin',
  mf_catalogue: 'mf-catalogue',
};

type HeaderTarget = { setHeader(name: string, value: string): unknown };

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Entry files change in place on every deploy; everything else a build emits has a content hash. */
export function isEntryFile(filePath: string): boolean {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  return name === 'mf-manifest.json' || name === 'remoteEntry.js' || name === 'index.html' || name.endsWith('.json');
}

function frontEndHeaders(res: HeaderTarget, filePath: string): void {
  res.setHeader('Cache-Control', isEntryFile(filePath) ? 'no-cache' : IMMUTABLE);
  // Remotes may be loaded from another origin (a CDN, another deployment of the shell).
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

function uploadHeaders(res: HeaderTarget, filePath: string): void {
  // Brand files keep their names when the brand changes; every other upload is named by its content.
  const isBrand = filePath.split(path.sep).includes('brand');
  res.setHeader('Cache-Control', isBrand ? 'public, max-age=3600' : IMMUTABLE);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // An uploaded file is never a document that runs script (think SVG).
  res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
}

/** What a browser loads from a build: scripts, styles, manifests and assets (images, fonts). */
const SERVED_BUILD_FILE = /\.(?:js|mjs|css|json|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf)$/i;

/**
 * Whether a path under /mf/<name>/ is a file the browser loads. The rest of a build — its index.html (pages come
 * from the server), source maps, licence texts, the server build under server/ — is not served.
 */
export function isServedBuildFile(pathname: string): boolean {
  const inside = pathname.split('/').slice(3);
  return inside.length > 0 && inside[0] !== 'server' && SERVED_BUILD_FILE.test(inside[inside.length - 1] ?? '');
}

/** /mf/<name>/ → <DIST_ROOT>/<dir>/dist (with .br/.gz siblings), /uploads/ → the stored files (lib/storage.ts). */
export const staticRoutes: RoutePlugin = async (app) => {
  const { distRoot, storage } = app.config;
  let decorateReply = true;
  for (const [name, dir] of Object.entries(FRONT_END_DIRS)) {
    await app.register(fastifyStatic, {
      root: path.join(distRoot, dir, 'dist'),
      prefix: `/mf/${name}/`,
      decorateReply,
      preCompressed: true,
      cacheControl: false,
      index: false,
      redirect: false,
      serveDotFiles: false,
      setHeaders: frontEndHeaders,
    });
    decorateReply = false;
  }
  // CVs and support attachments are staff-only: their folders are never served here, only through admin routes.
  const privatePrefixes = PRIVATE_UPLOAD_FOLDERS.map((folder) => `/uploads/${folder}/`);
  app.addHook('onRequest', async (request, reply) => {
    let pathname = request.url.split('?')[0] ?? '';
    try {
      pathname = path.posix.normalize(decodeURIComponent(pathname));
    } catch {
      return;
    }
    if (privatePrefixes.some((prefix) => pathname.startsWith(prefix))) {
      return reply.code(404).send({ success: false, message: 'Not Found', data: null });
    }
    if (pathname.startsWith('/mf/') && !isServedBuildFile(pathname)) return reply.callNotFound();
  });
  // Files in a bucket are streamed from it (or redirected to S3_PUBLIC_URL): see bucket-files.ts.
  if (storage.driver === 's3') return bucketFileRoutes(app, storage.publicUrl, uploadHeaders);
  await app.register(fastifyStatic, {
    root: storage.root,
    prefix: '/uploads/',
    decorateReply: false,
    cacheControl: false,
    index: false,
    redirect: false,
    serveDotFiles: false,
    setHeaders: uploadHeaders,
  });
};
