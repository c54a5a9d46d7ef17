#!/usr/bin/env node
/**
 * Runs the browser tests. Debian's Chromium is the browser (no test tool downloads one): when it is missing
 * and apt-get can install it, it is installed here; otherwise one line says what to install.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!hasCommand('apt-get') || !isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM}: install Debian's "chromium" package (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium package for the browser tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}

const cwd = fileURLToPath(new URL('..', import.meta.url));
// The `alone` project waits for every browser test (playwright.config.ts); a run of chosen files runs just those.
const args = process.argv.slice(2);
const chosen = args.some((arg) => !arg.startsWith('-'));
const result = spawnSync('npx', ['playwright', 'test', ...(chosen ? ['--no-deps'] : []), ...args], {
  cwd,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: CHROMIUM },
});
process.exit(result.status ?? 1);
