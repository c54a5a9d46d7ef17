/**
 * Where a release may come from (docs/security.md, "Releases"). A release's server entry runs inside the API, so
 * an address is checked before a single request is made to it: a same-site `/mf/<remote>/…` path stays inside that
 * remote's own build folder; any other address must be http(s), carry no credentials and be on one of the trusted
 * origins (RELEASE_ORIGINS). Redirects are followed only within those origins, and every read is bounded in time
 * and size. A refusal names the rule that failed, in Turkish as the panel speaks; never what the other side
 * answered, nor a path on this machine (what happened goes to the log, for the operator).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@vitrin/shared-libs/types/api';
import type { AppConfig } from '../../config';
import { FRONT_END_DIRS } from '../site/static';

export const RELEASE_RULES = {
  credentials: 'Sürüm adresi kullanıcı adı veya parola içeremez',
  scheme: 'Sürüm adresi /mf/… ya da http(s):// ile başlamalı',
  origin: 'Sürüm adresi güvenilen kaynaklardan (RELEASE_ORIGINS) birinde değil',
  folder: 'Sürüm adresi uygulamanın kendi klasörünün (/mf/<uygulama>/) dışına çıkamaz',
  redirect: 'Sürüm adresi güvenilen kaynakların dışına yönlendiriyor',
  unreadable: 'Sürümün dosyası okunamadı: sunucusu başarılı bir yanıt vermedi',
  timeout: 'Sürümün dosyası zamanında okunamadı',
  tooBig: 'Sürümün dosyası izin verilen boyutu (RELEASE_MAX_BYTES) aşıyor',
  notManifest: 'Adres bir Module Federation manifesti değil',
  otherRemote: 'Manifest bu uygulamanın değil',
  cors: 'Sürümün tarayıcı dosyası (remoteEntry.js) sitenin adresine CORS izni vermiyor (Access-Control-Allow-Origin)',
  render: 'Sürümün sayfaları sunucuda işlenemedi: sunucu derlemesi hata verdi ya da okunamadı',
} as const;

/** A release refused by one of the rules above; `detail` is for the log only, never for the answer. */
export class ReleaseRefused extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'ReleaseRefused';
  }
}

/** What the release checks read of the configuration. */
export interface ReleaseAccess {
  distRoot: string;
  origins: readonly string[];
  maxBytes: number;
}

export const releaseAccess = (config: Pick<AppConfig, 'distRoot' | 'releases'>): ReleaseAccess => ({
  distRoot: config.distRoot,
  origins: config.releases.origins,
  maxBytes: config.releases.maxBytes,
});

/** A checked release address: a file of our own build, or a URL on a trusted origin. */
export type ReleaseLocation = { file: string } | { url: URL };

/** Whether an address carries a user name or password (`https://user:secret@cdn…`), relative ones included. */
export function carriesCredentials(url: string): boolean {
  try {
    const parsed = new URL(url, 'http://relative.invalid');
    return parsed.username !== '' || parsed.password !== '';
  } catch {
    return false;
  }
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new ReleaseRefused(RELEASE_RULES.folder);
  }
}

/**
 * A same-site release path (`/mf/<remote>/…`) as a file of that remote's build folder. `remote` given: the path
 * must be that remote's own folder. No `.`/`..` segment (spelled or %-encoded), no backslash or NUL, and the file
 * resolves inside the folder; else refused (the folder rule).
 */
export function localReleaseFile(distRoot: string, address: string, remote?: RemoteName): string {
  const local = /^\/mf\/([^/?#]*)\/([^?#]*)(?:[?#].*)?$/.exec(address);
  const name = local?.[1] as RemoteName | undefined;
  if (!local || !name || !Object.hasOwn(FRONT_END_DIRS, name) || name === ('shell' as string)) {
    throw new ReleaseRefused(RELEASE_RULES.folder);
  }
  if (remote && name !== remote) throw new ReleaseRefused(RELEASE_RULES.folder);
  const segments = (local[2] ?? '').split('/').map(decoded);
  if (segments.some((segment) => segment === '..' || segment === '.' || /[\\\0]/.test(segment) || segment.includes('/'))) {
    throw new ReleaseRefused(RELEASE_RULES.folder);
  }
  const folder = path.resolve(distRoot, FRONT_END_DIRS[name], 'dist');
  const file = path.resolve(folder, ...segments);
  if (!file.startsWith(folder + path.sep)) throw new ReleaseRefused(RELEASE_RULES.folder);
  return file;
}

/** Checks an address against the rules, before anything is asked of it. */
export function checkReleaseAddress(access: ReleaseAccess, address: string, remote?: RemoteName): ReleaseLocation {
  if (carriesCredentials(address)) throw new ReleaseRefused(RELEASE_RULES.credentials);
  if (address.startsWith('/mf/')) return { file: localReleaseFile(access.distRoot, address, remote) };
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new ReleaseRefused(RELEASE_RULES.scheme);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ReleaseRefused(RELEASE_RULES.scheme);
  if (!access.origins.includes(url.origin)) throw new ReleaseRefused(RELEASE_RULES.origin);
  return { url };
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 3;

/** Reads a body up to `maxBytes`; past it, the transfer is cut and the read refused. */
async function boundedBody(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new ReleaseRefused(RELEASE_RULES.tooBig, `declared ${declared} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new ReleaseRefused(RELEASE_RULES.tooBig, `more than ${maxBytes} bytes`);
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

/**
 * Fetches a release file from a trusted origin: redirects followed by hand, each hop checked against the origins
 * first; `timeoutMs` for the whole read (headers and body), `access.maxBytes` at most.
 */
export async function fetchTrusted(access: ReleaseAccess, address: string, timeoutMs: number): Promise<Buffer> {
  return (await readTrusted(access, address, timeoutMs)).body;
}

/** fetchTrusted, with request headers (an `Origin`), answering the body and the answer's headers (none for a file). */
export async function readTrusted(
  access: ReleaseAccess,
  address: string,
  timeoutMs: number,
  headers: Record<string, string> = {},
): Promise<{ body: Buffer; headers: Headers | null }> {
  let location = checkReleaseAddress(access, address);
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    for (let hop = 0; ; hop += 1) {
      if ('file' in location) return { body: await readLocal(location.file, access.maxBytes), headers: null };
      const response = await getWithOneRetry(location.url, signal, headers);
      if (REDIRECTS.has(response.status)) {
        await response.body?.cancel().catch(() => undefined);
        const next = response.headers.get('location');
        if (!next || hop >= MAX_REDIRECTS) throw new ReleaseRefused(RELEASE_RULES.redirect, `redirect ${hop + 1}`);
        const target = new URL(next, location.url);
        if (!access.origins.includes(target.origin) || target.username || target.password)
          throw new ReleaseRefused(RELEASE_RULES.redirect, `to ${target.origin}`);
        location = { url: target };
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new ReleaseRefused(RELEASE_RULES.unreadable, `answered ${response.status}`);
      }
      return { body: await boundedBody(response, access.maxBytes), headers: response.headers };
    }
  } catch (error) {
    if (error instanceof ReleaseRefused) throw error;
    if (signal.aborted) throw new ReleaseRefused(RELEASE_RULES.timeout, `more than ${timeoutMs} ms`);
    throw new ReleaseRefused(RELEASE_RULES.unreadable, (error as Error).message);
  }
}

/**
 * A GET, asked a second time when the connection failed before any answer (a kept-alive connection the other side
 * had just closed); never when it answered, and never past the read's time.
 */
async function getWithOneRetry(url: URL, signal: AbortSignal, headers: Record<string, string> = {}): Promise<Response> {
  try {
    return await fetch(url, { signal, redirect: 'manual', headers });
  } catch (error) {
    if (signal.aborted) throw error;
    return fetch(url, { signal, redirect: 'manual', headers });
  }
}

async function readLocal(file: string, maxBytes: number): Promise<Buffer> {
  try {
    if ((await stat(file)).size > maxBytes) throw new ReleaseRefused(RELEASE_RULES.tooBig);
    return await readFile(file);
  } catch (error) {
    if (error instanceof ReleaseRefused) throw error;
    throw new ReleaseRefused(RELEASE_RULES.unreadable, (error as NodeJS.ErrnoException).code);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const named = (list: unknown) => Array.isArray(list) && list.every((item) => isObject(item) && typeof item.name === 'string');

/**
 * Whether `value` has the shape of the manifest Module Federation writes (`mf-manifest.json`): a name, its entry
 * in `metaData.remoteEntry`, and lists of what it shares and exposes. Any other JSON is refused; so is the
 * manifest of another remote.
 */
export function checkManifestShape(value: unknown, remote: RemoteName): void {
  const meta = isObject(value) ? value.metaData : undefined;
  const entry = isObject(meta) ? meta.remoteEntry : undefined;
  if (
    !isObject(value) ||
    typeof value.name !== 'string' ||
    !isObject(entry) ||
    typeof entry.name !== 'string' ||
    !named(value.shared) ||
    !named(value.exposes)
  ) {
    throw new ReleaseRefused(RELEASE_RULES.notManifest);
  }
  if (value.name !== remote) throw new ReleaseRefused(RELEASE_RULES.otherRemote);
}

/** Parses a manifest read by fetchTrusted: anything that is not JSON is not a manifest. */
export function parseManifest(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new ReleaseRefused(RELEASE_RULES.notManifest);
  }
}
