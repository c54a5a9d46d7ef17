/**
 * Starts the real API (the production build in api/dist) on its own port with its own data folder, seeded
 * with the demo content, and stops it afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';

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

export async function startServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrin-e2e-'));
  let output = '';
  // A test worker's NODE_OPTIONS carry the test runner's own loader hooks: the server must not inherit them.
  const { NODE_OPTIONS: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [join(REPO_ROOT, 'api/dist/server.js')], {
    cwd: REPO_ROOT,
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
