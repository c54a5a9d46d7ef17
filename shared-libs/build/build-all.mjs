#!/usr/bin/env node
/**
 * Builds every package that needs it: the shell, the four remotes and the API. A package whose inputs have
 * not changed since its last build is skipped (`--force` rebuilds all). Runs as many builds at once as the
 * machine has cores, up to two (each webpack build already uses more than one).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const force = process.argv.includes('--force');

/** Each package, what its build reads besides its own sources, and the file that proves it was built. */
const PACKAGES = [
  { dir: 'shell', output: 'dist/index.html' },
  { dir: 'mf-public', output: 'dist/mf-manifest.json' },
  { dir: 'mf-auth', output: 'dist/mf-manifest.json' },
  { dir: 'mf-admin', output: 'dist/mf-manifest.json' },
  { dir: 'mf-catalogue', output: 'dist/mf-manifest.json' },
  { dir: 'api', output: 'dist/server.js' },
];
const SHARED_INPUTS = [
  'shared-libs/src',
  'shared-libs/build',
  'shared-libs/package.json',
  'package-lock.json',
  'tsconfig.base.json',
];
const STAMP = 'dist/.build-stamp';

function* files(path) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    yield* files(join(path, entry.name));
  }
}

/** A fingerprint of everything a package's build reads: paths, sizes and contents. */
function fingerprint(dir) {
  const hash = createHash('sha256');
  for (const input of [dir, ...SHARED_INPUTS]) {
    for (const file of files(join(root, input))) {
      if (file.includes(`${join(root, dir)}/test`)) continue;
      hash.update(relative(root, file)).update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

function run(dir) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'build', '--silent', '-w', dir], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`built ${dir} in ${seconds} s`);
        resolve();
      } else {
        console.error(output);
        reject(new Error(`the build of ${dir} failed (exit ${code})`));
      }
    });
  });
}

/** Each package's fingerprint is read once: to compare with its stamp, then to write the new stamp. */
const pending = PACKAGES.map((pkg) => ({ ...pkg, print: fingerprint(pkg.dir) })).filter(({ dir, output, print }) => {
  const stamp = join(root, dir, STAMP);
  const upToDate = !force && existsSync(join(root, dir, output)) && existsSync(stamp) && readFileSync(stamp, 'utf8') === print;
  if (upToDate) console.log(`${dir} is up to date`);
  return !upToDate;
});

const workers = Math.max(1, Math.min(2, availableParallelism()));
const queue = [...pending];
const failures = [];
await Promise.all(
  Array.from({ length: workers }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      try {
        await run(next.dir);
        writeFileSync(join(root, next.dir, STAMP), next.print);
      } catch (error) {
        failures.push(error);
      }
    }
  }),
);
if (failures.length) {
  for (const failure of failures) console.error(failure.message);
  process.exit(1);
}
