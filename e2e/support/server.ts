/**
 * Starts the real API (the production build in api/dist) on its own port with its own data folder, seeded
 * with the demo content, and stops it afterwards. The global setup starts one per worker (startWorkerServers);
 * each test file begins from the server's first data (resetData, docs/testing.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { mailPort, ownPort, serverPort } from './ports';
import { startMailSink } from './mail';

export const ADMIN_EMAIL = 'admin@vitrin.test';
export const ADMIN_PASSWORD = 'Vitrin-e2e-2026!';
export const REPO_ROOT = resolve(__dirname, '../..');

export interface RunningServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(`${url}/api/pages/all-languages`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`the API did not answer at ${url} within 60 s:\n${log()}`);
}

/** `root`: the checkout whose build to run (another worktree's, for the benchmarks' A/B mode); this one by default. */
export async function startServer(port: number, env: Record<string, string> = {}, root = REPO_ROOT): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrin-e2e-'));
  let output = '';
  // A test worker's NODE_OPTIONS carry the test runner's own loader hooks: the server must not inherit them.
  const { NODE_OPTIONS: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [join(root, 'api/dist/server.js')], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Room for every page of the demo site in both languages (~1,100; production's default is 500): the crawls
      // and the sitemap's check then render each page once, not again after the other language pushed it out.
      SSR_CACHE_ENTRIES: '2000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(url, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a worker's test reads of its server: where it answers, its files, the folder its mails land in. */
export interface WorkerServer {
  url: string;
  dataDir: string;
  mailDir: string;
}

/**
 * The settings of every worker's server (docs/testing.md, "The servers' settings"): mail through the worker's sink,
 * retried after a second; public forms not throttled (every test posts from 127.0.0.1; the throttle is proven in
 * the API tests); failed logins never slowed down (the same); releases revalidated every 2 s; the data reset on.
 */
function workerEnv(mailUrl: string, worker: number): Record<string, string> {
  return {
    // The worker's own ports are where its specs serve a team's releases (support/releases.ts): the only origins
    // a release may come from (docs/security.md, "Releases").
    RELEASE_ORIGINS: [0, 1, 2, 3].map((n) => `http://127.0.0.1:${ownPort(worker, n)}`).join(','),
    TEST_RESET: 'true',
    SMTP_URL: mailUrl,
    MAIL_FROM: 'Vitrin <site@vitrin.test>',
    MAIL_RETRY_SECONDS: '1',
    FORM_RATE_LIMIT: '0',
    LOGIN_SLOWDOWN_MAX_MS: '0',
    // A team's release published again at the same address is rendered within two seconds (e2e/tests/ssr.spec.ts).
    SSR_REVALIDATE_SECONDS: '2',
    // A release file that could not be read is asked for again after two seconds (ssr.spec.ts).
    RELEASE_RETRY_SECONDS: '2',
  };
}

/** Asks for what a first visitor of each kind asks for, so no test pays a remote's first server render. */
async function warm(url: string): Promise<void> {
  const data = async <T>(path: string): Promise<T> => ((await (await fetch(`${url}${path}`)).json()) as { data: T }).data;
  const categories = await data<{ seo_name: string; section: string }[]>('/api/pages/categories');
  const category = categories.find((c) => c.section === 'air_springs')!;
  const list = await data<{ products: { data: { seo_name: string }[] } }>(`/api/pages/products/${category.seo_name}?page=1`);
  const paths = [
    '/',
    '/categories/air_springs',
    `/products/${category.seo_name}`,
    `/product/${list.products.data[0]!.seo_name}`,
    '/about-us',
    '/news',
    '/contact',
    '/search-products?search=4881',
  ];
  for (const lang of ['en', 'tr']) {
    for (const path of paths) {
      const response = await fetch(`${url}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
      if (!response.ok) throw new Error(`warming ${path} in ${lang}: ${response.status}`);
      await response.arrayBuffer();
    }
  }
  for (const path of ['/giris-yap', '/admin/dashboard']) await (await fetch(`${url}${path}`)).arrayBuffer();
}

/** One server (and mail sink) per worker, started together and warmed; stop() ends them all. */
export async function startWorkerServers(
  count: number,
  mailRoot: string,
): Promise<{ servers: WorkerServer[]; stop: () => Promise<void> }> {
  const started = await Promise.all(
    Array.from({ length: count }, async (_, worker) => {
      const mailDir = join(mailRoot, String(worker));
      const sink = await startMailSink(mailPort(worker), mailDir);
      const server = await startServer(serverPort(worker), workerEnv(sink.url, worker));
      await warm(server.url);
      return { server, sink, mailDir };
    }),
  );
  return {
    servers: started.map(({ server, mailDir }) => ({ url: server.url, dataDir: server.dataDir, mailDir })),
    stop: async () => {
      await Promise.all(started.map(async ({ server, sink }) => Promise.all([server.stop(), sink.stop()])));
    },
  };
}

/** The server of worker `index` (the global setup writes them to E2E_SERVERS). */
export function workerServer(index: number): WorkerServer {
  const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]') as WorkerServer[];
  const server = servers[index];
  if (!server) throw new Error(`no server for worker ${index}: the global setup starts one per worker (E2E_SERVERS)`);
  return server;
}

/** Brings the server back to the data it started with (every table and stored file; plugins/test-reset.ts). */
export async function resetData(server: WorkerServer): Promise<void> {
  const response = await fetch(`${server.url}/__test/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`the data reset answered ${response.status}: ${await response.text()}`);
}

const STATIC_TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

/** A plain static server for a built folder on another origin, with CORS, as a CDN serves a team's release. */
export function serveFolder(folder: string, port: number): Promise<Server> {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    try {
      const body = await readFile(join(folder, path));
      response.writeHead(200, {
        'Content-Type': STATIC_TYPES[extname(path)] ?? 'application/octet-stream',
        'Access-Control-Allow-Origin': '*',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

/**
 * "Publishes" a new build of a remote in place: `change` applied to every file of its server build and browser
 * scripts that holds `needle` (their precompressed copies removed, which would still hold the old build).
 * Returns how many files changed.
 */
export async function rewriteRelease(folder: string, needle: string, change: (text: string) => string): Promise<number> {
  const files = [
    join(folder, 'server', 'remoteEntry.js'),
    ...(await readdir(folder)).filter((f) => f.endsWith('.js')).map((f) => join(folder, f)),
  ];
  let changed = 0;
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    if (!text.includes(needle)) continue;
    await writeFile(file, change(text));
    await rm(`${file}.br`, { force: true });
    await rm(`${file}.gz`, { force: true });
    changed += 1;
  }
  return changed;
}
