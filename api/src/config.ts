import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Brand, RemoteName } from '@vitrin/shared-libs/types/api';
import { LOGIN_LIMITS } from '@vitrin/shared-libs/validation/login';
import { parseTrustProxy, type TrustProxy } from './lib/client-address';

/** The folder holding shell/, mf-public/, api/ … (src/ and the bundled dist/ both sit one level inside api/). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type DatabaseConfig = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string };

/** Everything the server reads from its environment, typed, in one place (docs/api.md lists each variable). */
export interface AppConfig {
  port: number;
  host: string;
  /** Which reverse proxies' X-Forwarded-For is believed (the client address every per-address limit counts). */
  trustProxy: TrustProxy;
  dataDir: string;
  uploadsDir: string;
  database: DatabaseConfig;
  adminEmail: string;
  /** null: generate one on first start and print it once. */
  adminPassword: string | null;
  tokenTtlSeconds: number;
  seedDemo: boolean;
  /** TEST_RESET: the browser tests' data reset (plugins/test-reset.ts); never in production. */
  testReset: boolean;
  /**
   * Check every JSON answer against its route's response schema and answer 500 on a mismatch (CHECK_RESPONSES;
   * the API tests turn it on, docs/api.md "Response schemas").
   */
  checkResponses: boolean;
  distRoot: string;
  /** The page template: the shell's built index.html. */
  shellTemplate: string;
  /** The shell's server build, which renders public pages; SSR=0 turns server rendering off. */
  ssr: {
    enabled: boolean;
    shellServer: string;
    revalidateMs: number;
    timeoutMs: number;
    cacheEntries: number;
    /** Renders running at once (SSR_CONCURRENCY), and waiting behind them (SSR_QUEUE); past both, the client-rendered page. */
    concurrency: number;
    queue: number;
    /** How long this process trusts the content version it read (CONTENT_VERSION_CHECK_MS); 0 reads it per page. */
    versionCheckMs: number;
  };
  /** Absolute URLs (canonical, sitemap) start with this; null: the request's own origin. */
  publicUrl: string | null;
  /** Each remote's manifest address at start (MF_*_URL); the release screen and MF_REMOTES_FILE change them live. */
  remotes: Record<RemoteName, string>;
  /** A JSON file of remote addresses (`{ "mf_catalogue": "…/mf-manifest.json" }`) watched while the site runs. */
  remotesFile: string | null;
  /**
   * The origins a release may be fetched from (RELEASE_ORIGINS; default: the origins of the MF_*_URL settings),
   * how big a release's file may be (RELEASE_MAX_BYTES) and how long a failed one is not asked again
   * (RELEASE_RETRY_SECONDS): docs/security.md, "Releases".
   */
  releases: { origins: string[]; maxBytes: number; retryMs: number };
  /**
   * A canary is stopped by itself when its failures (server renders and browser beacons) pass CANARY_MAX_FAILURE_RATE
   * of its pages over the last CANARY_WINDOW_SECONDS, once it served CANARY_MIN_PAGES there (docs/deployment.md,
   * "A team's release"); each process writes its counts to the database every CANARY_FLUSH_SECONDS.
   * BEACON_RATE_LIMIT: failure beacons per client address per minute.
   */
  canary: { maxFailureRate: number; windowSeconds: number; minPages: number; flushMs: number; beaconRateLimit: number };
  brand: Brand;
  cookieSecret: string;
  logLevel: LogLevel;
  /** development re-reads the page template on every request. */
  nodeEnv: string;
  /** The rate limiters' shared store (several API processes); null keeps the counters in memory. */
  redisUrl: string | null;
  /** Prefix of every key the API writes to Redis (several sites, or tests, can share one server). */
  redisKeyPrefix: string;
  /** Public form posts (contact, HR, order, offer) allowed per IP and route in 10 minutes. */
  publicFormRateLimit: number;
  /** The window public form posts are counted in (FORM_RATE_WINDOW_SECONDS). */
  publicFormRateWindowMs: number;
  /** Product lists (searches, admin pages) kept per catalogue version; 0 turns the cache off. */
  searchCacheEntries: number;
  /** How often each process looks for publishing windows that opened or closed (SCHEDULE_CHECK_MS, lib/schedule.ts). */
  scheduleCheckMs: number;
  /** A request's head and body must have arrived within this time, else 408 and the socket closes. */
  requestTimeoutMs: number;
  /** Request bodies read at the same time, at most; one more is answered 429 before it is read. */
  maxBodyReads: number;
  /** A quarter of maxBodyReads (at least one): a client holding this many never takes the last this-many free. */
  maxBodyReadsPerClient: number;
  /** A body that has begun but sends nothing for this long is cut with 408. */
  bodyIdleTimeoutMs: number;
  /** The longest an attempt on an account with many recent failed logins waits before it is judged. */
  loginSlowDownMaxMs: number;
  // Operations (docs/deployment.md): start-up migrations, metrics, draining, where stored files live.
  /** Migrate the database at start-up (false: `npm run db:migrate` does it, and a start on an older schema fails). */
  migrateOnStart: boolean;
  /** The Bearer token /metrics asks for; null: /metrics answers 404. */
  metricsToken: string | null;
  /** The key backups are signed with (BACKUP_KEY); null: the cookie secret (ops/backup.ts). */
  backupKey: string | null;
  /** On SIGTERM, how long /readyz answers 503 while requests are still served, before the server closes. */
  shutdownDelayMs: number;
  storage: StorageConfig;
  mail: MailConfig;
}

/** Mail (modules/mail, docs/deployment.md "Mail"): off (mails wait in the outbox) while SMTP_URL is unset. */
export interface MailConfig {
  /** smtp://user:pass@host:587 or smtps://…; null: mail is off. */
  smtpUrl: string | null;
  /** The From of every mail. */
  from: string;
  /** The wait before the first retry of a failed mail; each later one waits twice as long (at most an hour). */
  retryBaseMs: number;
  /** Attempts after which a mail is given up on (it stays on the mail log, where staff can send it again). */
  maxAttempts: number;
}

/** Stored files (uploads, variants, CVs, attachments, brand and demo files): DATA_DIR/uploads, or an S3 bucket. */
export type StorageConfig =
  | { driver: 'local'; root: string }
  | {
      driver: 's3';
      bucket: string;
      /** null: AWS S3 itself. */
      endpoint: string | null;
      region: string;
      accessKeyId: string | null;
      secretAccessKey: string | null;
      forcePathStyle: boolean;
      /** Public files are redirected here (a CDN or the bucket's public address); null: streamed by /uploads/. */
      publicUrl: string | null;
    };

export const REMOTE_NAMES: readonly RemoteName[] = ['mf_public', 'mf_auth', 'mf_admin', 'mf_catalogue'];

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

function str(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

/** A share between 0 and 1 (exclusive of 0). */
function rate(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > 1)
    throw new Error(`${name} must be a number above 0 and at most 1, got "${raw}"`);
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

/**
 * RELEASE_ORIGINS (comma- or space-separated `http(s)://host[:port]`), else the origins of the absolute MF_*_URL
 * settings the site starts with: the only places a release is ever fetched from (docs/security.md, "Releases").
 */
export function releaseOrigins(setting: string | undefined, startAddresses: (string | undefined)[]): string[] {
  const listed = setting?.trim();
  const origins = new Set<string>();
  if (listed) {
    for (const item of listed.split(/[\s,]+/).filter(Boolean)) {
      let url: URL;
      try {
        url = new URL(item);
      } catch {
        throw new Error(`RELEASE_ORIGINS: "${item}" is not an address`);
      }
      if (
        !['http:', 'https:'].includes(url.protocol) ||
        url.username ||
        url.password ||
        !['', '/'].includes(url.pathname + url.search)
      )
        throw new Error(`RELEASE_ORIGINS: "${item}" must be an http(s) origin (scheme, host and port only)`);
      origins.add(url.origin);
    }
    return [...origins];
  }
  for (const address of startAddresses) {
    if (!address?.trim() || !/^https?:\/\//i.test(address.trim())) continue;
    try {
      origins.add(new URL(address.trim()).origin);
    } catch {
      // An unreadable MF_*_URL trusts nothing.
    }
  }
  return [...origins];
}

export function databaseFromEnv(url: string | undefined, dataDir: string): DatabaseConfig {
  const value = url?.trim();
  if (!value) return { engine: 'sqlite', file: path.join(dataDir, 'vitrin.sqlite') };
  if (/^postgres(ql)?:\/\//i.test(value)) return { engine: 'postgres', url: value };
  throw new Error('DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for SQLite)');
}

export const DEFAULT_BRAND: Brand = {
  companyName: 'Vitrin Hava Süspansiyon',
  companyNameEn: 'Vitrin Air Suspension',
  companyUrl: 'https://example.com',
  // Written into DATA_DIR/uploads/brand/ on first start (see db/seed/brand-assets.ts).
  logo: '/uploads/brand/logo.svg',
  logo2: '/uploads/brand/logo-white.svg',
  favicon: '/uploads/brand/favicon.svg',
  mainColor: '#0b3d6b',
  secondColor: '#e30613',
};

/** COOKIE_SECRET, or one generated once and kept in DATA_DIR/secret so restarts keep issued tokens valid. */
export function resolveCookieSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv?.trim()) return fromEnv.trim();
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The first admin must be able to sign in through the login form, which allows these lengths. */
function adminCredentials(env: Env): { email: string; password: string | null } {
  const email = str(env, 'ADMIN_EMAIL', 'admin@vitrin.local').toLowerCase();
  const { emailMin, emailMax, passwordMin, passwordMax } = LOGIN_LIMITS;
  if (email.length < emailMin || email.length > emailMax || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new Error(`ADMIN_EMAIL must be a valid e-mail address of ${emailMin} to ${emailMax} characters`);
  }
  const password = env.ADMIN_PASSWORD?.trim() ? env.ADMIN_PASSWORD : null;
  if (password !== null && (password.length < passwordMin || password.length > passwordMax)) {
    throw new Error(
      `ADMIN_PASSWORD must be ${passwordMin} to ${passwordMax} characters long (the login form accepts no other length)`,
    );
  }
  return { email, password };
}

/** BACKUP_KEY signs backups; a short one would be guessable from a signed archive. */
function backupKeyFrom(key: string | null): string | null {
  if (key !== null && key.length < 32) throw new Error('BACKUP_KEY must be at least 32 characters long');
  return key;
}

type OperationsConfig = Pick<AppConfig, 'migrateOnStart' | 'metricsToken' | 'shutdownDelayMs' | 'storage' | 'backupKey'>;

function operationsFromEnv(env: Env, dataDir: string): OperationsConfig {
  const bucket = env.S3_BUCKET?.trim();
  const secret = (name: string) => env[name]?.trim() || null;
  return {
    migrateOnStart: bool(env, 'MIGRATE_ON_START', true),
    metricsToken: secret('METRICS_TOKEN'),
    backupKey: backupKeyFrom(secret('BACKUP_KEY')),
    shutdownDelayMs: int(env, 'SHUTDOWN_DELAY_SECONDS', 0, 0, 600) * 1000,
    storage: bucket
      ? {
          driver: 's3',
          bucket,
          endpoint: secret('S3_ENDPOINT'),
          region: str(env, 'S3_REGION', 'us-east-1'),
          accessKeyId: secret('S3_ACCESS_KEY_ID'),
          secretAccessKey: secret('S3_SECRET_ACCESS_KEY'),
          forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', false),
          publicUrl: env.S3_PUBLIC_URL?.trim().replace(/\/+$/, '') || null,
        }
      : { driver: 'local', root: path.join(dataDir, 'uploads') },
  };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const dataDir = path.resolve(str(env, 'DATA_DIR', path.join(REPO_ROOT, 'data')));
  const level = str(env, 'LOG_LEVEL', 'info') as LogLevel;
  if (!LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const admin = adminCredentials(env);

  const distRoot = path.resolve(str(env, 'DIST_ROOT', REPO_ROOT));
  const maxBodyReads = int(env, 'MAX_BODY_READS', 32, 1, 10_000);

  // Everything is validated before anything touches the disk.
  const config: Omit<AppConfig, 'cookieSecret'> = {
    port: int(env, 'PORT', 8080, 0, 65535),
    host: str(env, 'HOST', '0.0.0.0'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    database: databaseFromEnv(env.DATABASE_URL, dataDir),
    adminEmail: admin.email,
    adminPassword: admin.password,
    tokenTtlSeconds: int(env, 'TOKEN_TTL_SECONDS', 28800, 1, 60 * 60 * 24 * 365),
    seedDemo: bool(env, 'SEED_DEMO', true),
    testReset: bool(env, 'TEST_RESET', false),
    checkResponses: bool(env, 'CHECK_RESPONSES', false),
    distRoot,
    shellTemplate: path.resolve(str(env, 'SHELL_TEMPLATE', path.join(distRoot, 'shell', 'dist', 'index.html'))),
    ssr: {
      enabled: bool(env, 'SSR', true),
      shellServer: path.resolve(str(env, 'SSR_SHELL', path.join(distRoot, 'shell', 'dist', 'server', 'server.js'))),
      revalidateMs: int(env, 'SSR_REVALIDATE_SECONDS', 60, 1, 86_400) * 1000,
      timeoutMs: int(env, 'SSR_TIMEOUT_MS', 3000, 50, 60_000),
      cacheEntries: int(env, 'SSR_CACHE_ENTRIES', 500, 0, 100_000),
      concurrency: int(env, 'SSR_CONCURRENCY', 2, 1, 64),
      queue: int(env, 'SSR_QUEUE', 16, 0, 10_000),
      versionCheckMs: int(env, 'CONTENT_VERSION_CHECK_MS', 1000, 0, 60_000),
    },
    publicUrl: env.PUBLIC_URL?.trim().replace(/\/+$/, '') || null,
    remotes: {
      mf_public: str(env, 'MF_PUBLIC_URL', '/mf/mf_public/mf-manifest.json'),
      mf_auth: str(env, 'MF_AUTH_URL', '/mf/mf_auth/mf-manifest.json'),
      mf_admin: str(env, 'MF_ADMIN_URL', '/mf/mf_admin/mf-manifest.json'),
      mf_catalogue: str(env, 'MF_CATALOGUE_URL', '/mf/mf_catalogue/mf-manifest.json'),
    },
    remotesFile: env.MF_REMOTES_FILE?.trim() ? path.resolve(env.MF_REMOTES_FILE.trim()) : null,
    releases: {
      origins: releaseOrigins(env.RELEASE_ORIGINS, [env.MF_PUBLIC_URL, env.MF_AUTH_URL, env.MF_ADMIN_URL, env.MF_CATALOGUE_URL]),
      maxBytes: int(env, 'RELEASE_MAX_BYTES', 10 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
      retryMs: int(env, 'RELEASE_RETRY_SECONDS', 10, 1, 3600) * 1000,
    },
    canary: {
      maxFailureRate: rate(env, 'CANARY_MAX_FAILURE_RATE', 0.05),
      windowSeconds: int(env, 'CANARY_WINDOW_SECONDS', 300, 10, 86_400),
      minPages: int(env, 'CANARY_MIN_PAGES', 20, 1, 1_000_000),
      flushMs: int(env, 'CANARY_FLUSH_SECONDS', 5, 1, 300) * 1000,
      beaconRateLimit: int(env, 'BEACON_RATE_LIMIT', 30, 1, 10_000),
    },
    brand: {
      companyName: str(env, 'BRAND_COMPANY_NAME', DEFAULT_BRAND.companyName),
      companyNameEn: str(env, 'BRAND_COMPANY_NAME_EN', DEFAULT_BRAND.companyNameEn),
      companyUrl: str(env, 'BRAND_COMPANY_URL', DEFAULT_BRAND.companyUrl),
      logo: str(env, 'BRAND_LOGO', DEFAULT_BRAND.logo),
      logo2: str(env, 'BRAND_LOGO2', DEFAULT_BRAND.logo2),
      favicon: str(env, 'BRAND_FAVICON', DEFAULT_BRAND.favicon),
      mainColor: str(env, 'BRAND_MAIN_COLOR', DEFAULT_BRAND.mainColor),
      secondColor: str(env, 'BRAND_SECOND_COLOR', DEFAULT_BRAND.secondColor),
    },
    logLevel: level,
    nodeEnv: str(env, 'NODE_ENV', 'production'),
    redisUrl: env.REDIS_URL?.trim() || null,
    redisKeyPrefix: str(env, 'REDIS_KEY_PREFIX', 'vitrin:'),
    // FORM_RATE_LIMIT (0: off); PUBLIC_FORM_RATE_LIMIT is its earlier name, still read when it alone is set.
    publicFormRateLimit: int(env, env.FORM_RATE_LIMIT?.trim() ? 'FORM_RATE_LIMIT' : 'PUBLIC_FORM_RATE_LIMIT', 10, 0, 1_000_000),
    publicFormRateWindowMs: int(env, 'FORM_RATE_WINDOW_SECONDS', 600, 1, 86_400) * 1000,
    searchCacheEntries: int(env, 'SEARCH_CACHE_ENTRIES', 100, 0, 10000),
    scheduleCheckMs: int(env, 'SCHEDULE_CHECK_MS', 15_000, 50, 30_000),
    requestTimeoutMs: int(env, 'REQUEST_TIMEOUT_MS', 120_000, 1000, 3_600_000),
    maxBodyReads,
    maxBodyReadsPerClient: Math.max(1, Math.floor(maxBodyReads / 4)),
    bodyIdleTimeoutMs: int(env, 'BODY_IDLE_TIMEOUT_MS', 5000, 100, 600_000),
    loginSlowDownMaxMs: int(env, 'LOGIN_SLOWDOWN_MAX_MS', 8000, 0, 60_000),
    ...operationsFromEnv(env, dataDir),
    mail: {
      smtpUrl: env.SMTP_URL?.trim() || null,
      from: str(env, 'MAIL_FROM', 'Vitrin <no-reply@vitrin.local>'),
      retryBaseMs: int(env, 'MAIL_RETRY_SECONDS', 30, 0, 86_400) * 1000,
      maxAttempts: int(env, 'MAIL_MAX_ATTEMPTS', 8, 1, 100),
    },
  };
  if (config.mail.smtpUrl && !/^smtps?:\/\//i.test(config.mail.smtpUrl)) {
    throw new Error('SMTP_URL must start with smtp:// or smtps:// (leave it unset to keep mail off)');
  }
  if (config.testReset && (config.database.engine !== 'sqlite' || config.storage.driver !== 'local' || config.redisUrl)) {
    throw new Error("TEST_RESET (the browser tests' data reset) works on SQLite, local files and one process only");
  }
  mkdirSync(dataDir, { recursive: true });
  return { ...config, cookieSecret: resolveCookieSecret(dataDir, env.COOKIE_SECRET) };
}
