import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, REPO_ROOT } from '../src/config';

describe('configuration from the environment', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrin-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  test('defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      trustProxy: false,
      dataDir,
      uploadsDir: path.join(dataDir, 'uploads'),
      database: { engine: 'sqlite', file: path.join(dataDir, 'vitrin.sqlite') },
      adminEmail: 'admin@vitrin.local',
      adminPassword: null,
      tokenTtlSeconds: 28800,
      seedDemo: true,
      distRoot: REPO_ROOT,
      remotes: { mf_public: '/mf/mf_public/mf-manifest.json', mf_catalogue: '/mf/mf_catalogue/mf-manifest.json' },
      brand: {
        companyName: 'Vitrin Hava Süspansiyon',
        companyNameEn: 'Vitrin Air Suspension',
        companyUrl: 'https://example.com',
      },
      logLevel: 'info',
      redisUrl: null,
    });
    expect(existsInRepoRoot('api')).toBe(true);
  });

  test('operations: start-up migrations, metrics, draining and the store of files', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      migrateOnStart: true,
      metricsToken: null,
      shutdownDelayMs: 0,
      storage: { driver: 'local', root: path.join(dataDir, 'uploads') },
    });
    const s3 = loadConfig({
      DATA_DIR: dataDir,
      MIGRATE_ON_START: 'false',
      METRICS_TOKEN: ' scrape-me ',
      SHUTDOWN_DELAY_SECONDS: '15',
      S3_BUCKET: 'vitrin-files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.example.com/files/',
    });
    expect(s3).toMatchObject({ migrateOnStart: false, metricsToken: 'scrape-me', shutdownDelayMs: 15_000 });
    expect(s3.storage).toEqual({
      driver: 's3',
      bucket: 'vitrin-files',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: null,
      secretAccessKey: null,
      forcePathStyle: true,
      publicUrl: 'https://cdn.example.com/files',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, MIGRATE_ON_START: 'sometimes' })).toThrow(/MIGRATE_ON_START/);
    expect(() => loadConfig({ DATA_DIR: dataDir, SHUTDOWN_DELAY_SECONDS: '-1' })).toThrow(/SHUTDOWN_DELAY_SECONDS/);
    // Backups are signed with BACKUP_KEY (at least 32 characters), else with the cookie secret.
    expect(loadConfig({ DATA_DIR: dataDir }).backupKey).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir, BACKUP_KEY: 'k'.repeat(32) }).backupKey).toBe('k'.repeat(32));
    expect(() => loadConfig({ DATA_DIR: dataDir, BACKUP_KEY: 'short' })).toThrow(/BACKUP_KEY must be at least 32/);
  });

  test('DATABASE_URL chooses PostgreSQL; anything else is refused', () => {
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgresql://u@db/vitrin' }).database).toEqual({
      engine: 'postgres',
      url: 'postgresql://u@db/vitrin',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://u@db/vitrin' })).toThrow(/DATABASE_URL/);
  });

  test('a generated COOKIE_SECRET is kept in DATA_DIR/secret across restarts; a given one wins', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).cookieSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).cookieSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir, COOKIE_SECRET: 'from-the-environment' }).cookieSecret).toBe('from-the-environment');
  });

  test('bad values stop the start with a message naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
    expect(() => loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: '123' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: 'not-an-email' })).toThrow(/ADMIN_EMAIL/);
    expect(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'false', TOKEN_TTL_SECONDS: '60' })).toMatchObject({
      seedDemo: false,
      tokenTtlSeconds: 60,
    });
  });

  test("TRUST_PROXY takes a hop count or the proxies' addresses; `true`, which would believe any client, is refused", () => {
    const trust = (value: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy;
    expect(trust('0')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.168.1.7')).toEqual(['10.0.0.0/8', '192.168.1.7']);
    expect(trust('loopback')).toEqual(['loopback']);
    expect(() => trust('true')).toThrow(/TRUST_PROXY=true would believe any X-Forwarded-For/);
    expect(() => trust('not-an-address')).toThrow();
  });

  test('MF_*_URL and BRAND_* override the defaults', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      MF_ADMIN_URL: 'https://cdn.example.com/mf_admin/1.2.0/mf-manifest.json',
      BRAND_MAIN_COLOR: '#123456',
    });
    expect(config.remotes.mf_admin).toBe('https://cdn.example.com/mf_admin/1.2.0/mf-manifest.json');
    expect(config.brand.mainColor).toBe('#123456');
  });
});

function existsInRepoRoot(name: string): boolean {
  try {
    readFileSync(path.join(REPO_ROOT, name, 'package.json'));
    return true;
  } catch {
    return false;
  }
}
