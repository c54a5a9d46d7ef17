import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance, FastifySchema, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import { createUser } from '../src/modules/users/repo';
import { hashPassword } from '../src/modules/auth/tokens';
import { nowIso } from '../src/lib/time';
import type { RoleGroup } from '@vitrin/shared-libs/types/api';

export type Engine = 'sqlite' | 'postgres';

/** The servers some tests need, and why each cannot be used here (null: it can). .ci/run sets both. */
export const MISSING_SERVER = {
  postgres: process.env.TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL is not set',
  redis: process.env.TEST_REDIS_URL ? null : 'TEST_REDIS_URL is not set',
} as const;

/**
 * A describe block that needs servers: without one it is reported as skipped, the reason in its title, never
 * left out of the output silently.
 */
/**
 * Waits until `ready` holds — a state of the server, a row, a port that answers — checking again every 20 ms. It
 * waits as long as the state takes: the test's own limit (the suite's 60 s) is the only bound, as a loaded host
 * only slows what it waits for (docs/testing.md, "Waiting for states, never for time"). `what` names the state in
 * the error when the wait is cut short by `gaveUp` (a process that exited, say).
 */
export async function until(
  ready: () => boolean | Promise<boolean>,
  what: string,
  gaveUp: () => boolean = () => false,
): Promise<void> {
  while (!(await ready())) {
    if (gaveUp()) throw new Error(`${what}: never came`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function describeWith(needs: (keyof typeof MISSING_SERVER)[], title: string, body: () => void): void {
  const reasons = needs.map((server) => MISSING_SERVER[server]).filter((reason) => reason !== null);
  if (reasons.length === 0) describe(title, body);
  else describe.skip(`${title} (skipped: ${reasons.join(', ')})`, body);
}

/** A test that needs servers: without one it is reported as skipped, the reason in its title. */
export function testWith(
  needs: (keyof typeof MISSING_SERVER)[],
  title: string,
  body: () => Promise<void>,
  timeout?: number,
): void {
  const reasons = needs.map((server) => MISSING_SERVER[server]).filter((reason) => reason !== null);
  if (reasons.length === 0) test(title, body, timeout);
  else test.skip(`${title} (skipped: ${reasons.join(', ')})`, body, timeout);
}

/**
 * One describe block per engine, `%s` in the title naming it: SQLite always; PostgreSQL when TEST_DATABASE_URL
 * points at a server (a fresh database per app), else reported as skipped.
 */
export function describeEngines(title: string, body: (engine: Engine) => void): void {
  for (const engine of ['sqlite', 'postgres'] as const) {
    describeWith(engine === 'postgres' ? ['postgres'] : [], title.replace('%s', engine), () => body(engine));
  }
}

export const ADMIN_EMAIL = 'admin@vitrin.test';
export const ADMIN_PASSWORD = 'Admin-Pass-123';

/** A shell build stand-in: the two markers the server fills, and nothing else. */
export const FAKE_INDEX_HTML = `<!doctype html>
<html lang="__VITRIN_LANG__">
<head>
<meta charset="utf-8">
<!--vitrin:head-->
</head>
<body><div id="root"></div><script src="/mf/shell/main.js"></script></body>
</html>
`;

export interface CsrfPair {
  /** The Cookie header value: `vitrin_csrf=…`. */
  cookie: string;
  token: string;
}

export interface TestAppOptions {
  engine?: Engine;
  /** Seed the demo catalogue and content (slower: it renders images). Default false. */
  demo?: boolean;
  /** Extra environment for loadConfig (e.g. TOKEN_TTL_SECONDS). */
  env?: Record<string, string>;
  /** null: no DIST_ROOT with a built shell. Default: a temp DIST_ROOT with FAKE_INDEX_HTML. */
  distRoot?: string | null;
  /** Keep using this DATA_DIR (a restart) instead of a fresh one. */
  dataDir?: string;
  /** Keep using this PostgreSQL database URL (a restart). */
  databaseUrl?: string;
  /** Captures what the server prints (the generated admin password); 'stdout' keeps the real default. */
  print?: ((text: string) => void) | 'stdout';
  /** Adds routes or hooks before the app is ready (e.g. a route that throws). */
  beforeReady?: (app: FastifyInstance) => void;
  /** Leave ADMIN_PASSWORD unset so the server generates one. */
  generatedAdminPassword?: boolean;
  /** Where the app's log goes (with LOG_LEVEL in `env`), for tests that read it. */
  logStream?: Writable;
  /** The app's clock (lib/schedule.ts), for tests that move time. */
  clock?: () => number;
}

/** A route as registered (HEAD twins of GET routes left out), for tests that walk every route. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

export interface TestApp {
  app: FastifyInstance;
  /** Every route the app registered, in registration order (collected by an onRoute hook). */
  routes: RegisteredRoute[];
  config: AppConfig;
  dataDir: string;
  distRoot: string;
  databaseUrl: string | null;
  /** A CSRF cookie and token, obtained the way a browser does: by loading a page (empty without a shell build). */
  csrf: CsrfPair;
  /** Headers for an unsafe request: cookie + X-CSRF-TOKEN (+ bearer when given). */
  headers(bearer?: string): Record<string, string>;
  /** Signs in (ADMIN_EMAIL by default) and returns the bearer token. */
  login(email?: string, password?: string): Promise<string>;
  /** Closes the app, drops the test database, removes the temp folders (unless `keep`). */
  close(keep?: boolean): Promise<void>;
}

export async function createPostgresDatabase({ empty = false }: { empty?: boolean } = {}): Promise<string> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `vitrin_test_${randomBytes(6).toString('hex')}`;
  // Migrated already, from the run's template (global-setup.ts), unless the test starts on an empty schema.
  const template = empty ? undefined : process.env.TEST_PG_TEMPLATE;
  const client = new pg.Client({ connectionString: base.toString() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropPostgresDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

export function makeDistRoot(indexHtml: string | null = FAKE_INDEX_HTML): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'vitrin-dist-'));
  if (indexHtml !== null) {
    mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), indexHtml);
  }
  return root;
}

/** A DIST_ROOT with a stand-in shell server build (`shellServer`, CommonJS) and the rendered remotes' server entries. */
export function makeDistRootWithServer(shellServer: string): string {
  const root = makeDistRoot();
  mkdirSync(path.join(root, 'shell', 'dist', 'server'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'server', 'server.js'), shellServer);
  for (const dir of ['mf-public', 'mf-catalogue']) {
    mkdirSync(path.join(root, dir, 'dist', 'server'), { recursive: true });
    writeFileSync(path.join(root, dir, 'dist', 'server', 'remoteEntry.js'), 'module.exports = {};');
  }
  return root;
}

/** The `name=value` pairs of a response's Set-Cookie headers. */
export function setCookies(response: LightMyRequestResponse): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of response.cookies as { name: string; value: string }[]) out[c.name] = c.value;
  return out;
}

/** The CSRF token a page carries (#vitrin-csrf, at the end of its body). */
export const csrfTokenInPage = (html: string): string | undefined =>
  /<script id="vitrin-csrf" type="application\/json">"([^"]+)"<\/script>/.exec(html)?.[1];

/** Loads a page like a browser and reads the CSRF cookie and the token the page embeds. */
export async function fetchCsrf(app: FastifyInstance, url = '/'): Promise<CsrfPair> {
  const page = await app.inject({ url });
  const id = setCookies(page).vitrin_csrf;
  const token = csrfTokenInPage(page.body);
  if (!id || !token) throw new Error(`No CSRF cookie/token from GET ${url} (status ${page.statusCode})`);
  return { cookie: `vitrin_csrf=${id}`, token };
}

/** Builds the app on a fresh temp DATA_DIR and a fresh database, ready to inject requests. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const engine = options.engine ?? 'sqlite';
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'vitrin-data-'));
  const ownDist = options.distRoot === undefined;
  const distRoot = ownDist ? makeDistRoot() : (options.distRoot ?? makeDistRoot(null));
  const databaseUrl = engine === 'postgres' ? (options.databaseUrl ?? (await createPostgresDatabase())) : null;

  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DIST_ROOT: distRoot,
    LOG_LEVEL: 'silent',
    COOKIE_SECRET: 'test-cookie-secret-that-is-long-enough',
    ADMIN_EMAIL,
    SEED_DEMO: options.demo ? 'true' : 'false',
    // Every answer a test receives is checked against its route's response schema (docs/api.md).
    CHECK_RESPONSES: 'true',
    ...(options.generatedAdminPassword ? {} : { ADMIN_PASSWORD }),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  };
  const config = loadConfig(env);
  const print = options.print === 'stdout' ? undefined : (options.print ?? (() => undefined));
  const app = buildApp(config, {
    ...(print ? { print } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  // Route modules load during ready(), so this hook sees all of them (and the test's own beforeReady routes).
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema });
    }
  });
  options.beforeReady?.(app);
  await app.ready();
  // Without a built shell there is no page to read a token from; such tests send no unsafe requests.
  const csrf = options.distRoot === null ? { cookie: '', token: '' } : await fetchCsrf(app);

  const headers = (bearer?: string) => ({
    cookie: csrf.cookie,
    'x-csrf-token': csrf.token,
    ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
  });

  return {
    app,
    routes,
    config,
    dataDir,
    distRoot,
    databaseUrl,
    csrf,
    headers,
    async login(email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: headers(),
        payload: { email, password },
      });
      const body = response.json() as { success: boolean; token?: string; message: string };
      if (!body.success || !body.token) throw new Error(`login failed: ${response.statusCode} ${body.message}`);
      return body.token;
    },
    async close(keep = false) {
      await app.close();
      if (keep) return;
      if (databaseUrl) await dropPostgresDatabase(databaseUrl);
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(distRoot, { recursive: true, force: true });
    },
  };
}

/** buildTestApp plus a bearer token of the first admin, for suites that work in the admin area. */
export async function buildLoggedInApp(options: TestAppOptions = {}): Promise<TestApp & { bearer: string }> {
  const t = await buildTestApp(options);
  return Object.assign(t, { bearer: await t.login() });
}

/** Creates an active staff member of `role` (password ADMIN_PASSWORD) and returns a bearer token of theirs. */
export async function signInAs(
  t: TestApp,
  role: RoleGroup,
  email = `${role.toLowerCase().replace(/[^a-z]/g, '')}@vitrin.test`,
): Promise<string> {
  await createUser(t.app.db, { name: role, email, password_hash: await hashPassword(ADMIN_PASSWORD), role_group: role });
  return t.login(email, ADMIN_PASSWORD);
}

/** Sets a new password with a reset link's token (ADMIN_PASSWORD again by default), as the reset screen does. */
export function resetWithToken(t: TestApp, token: string, password = ADMIN_PASSWORD, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    remoteAddress,
    headers: t.headers(),
    payload: { token, password, password_confirmation: password },
  });
}

/** How many rows a table holds (on either engine). */
export async function rowCount(
  app: FastifyInstance,
  table: 'files' | 'support_requests' | 'contact_messages' | 'mail_outbox' | 'orders' | 'offers',
): Promise<number> {
  const row = await app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A quote request in the offers inbox, as the public form leaves one (unread, in the mail section unless told); its id. */
export async function insertOffer(app: FastifyInstance, extra: { check?: number; section?: string } = {}): Promise<number> {
  const row = await app.db
    .insertInto('offers')
    .values({
      product_id: null,
      product_code: 'AS-1001',
      company_name: 'Kamyon Ltd',
      name: 'Ali',
      email: 'ali@example.com',
      phone: '1',
      quantity: 4,
      message: null,
      ip: null,
      dedupe_key: null,
      created_at: nowIso(),
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A job application whose CV is the stored file `cvPath` (already in the app's store), as the HR form leaves one;
 * returns the application's id and the CV's `files` id.
 */
export async function insertApplicationWithCv(
  app: FastifyInstance,
  cvPath: string,
  size: number,
): Promise<{ id: number; fileId: number }> {
  const file = await app.db
    .insertInto('files')
    .values({
      path: cvPath,
      kind: 'cv',
      mime: 'application/pdf',
      size,
      width: null,
      height: null,
      variants: null,
      original_name: 'Özgeçmiş.pdf',
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const application = await app.db
    .insertInto('human_resources_messages')
    .values({
      name: 'Deniz',
      email: 'deniz@example.com',
      phone: '2',
      position: 'Satış',
      message: 'Merhaba',
      cv_file_id: file.id,
      kvkk_consent: 1,
      ip: null,
      dedupe_key: null,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: application.id, fileId: file.id };
}
