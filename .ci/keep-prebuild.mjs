#!/usr/bin/env node
/**
 * Keeps the SQLite driver this install compiled, for the next install on this machine (docs/testing.md, "The
 * install"). better-sqlite3's prebuilt binaries are downloaded from GitHub, which this machine cannot reach, so
 * `npm ci` compiles SQLite from source: about 95 s of one core, a single compilation unit that more jobs do not
 * split. prebuild-install, which runs first in the package's install script, looks for a local prebuild named as its
 * download would be, in the folder `npm_config_better_sqlite3_local_prebuilds` names (.ci/run sets it). This script
 * puts the compiled binary there under that name, once: the name holds the package's version, Node's ABI, the
 * platform and the architecture, so a binary is only ever found by an install it fits.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const folder = process.argv[2];
if (!folder) throw new Error('usage: keep-prebuild.mjs <folder>');
const pkgDir = path.resolve('node_modules/better-sqlite3');
const { name, version } = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
const musl = !process.report.getReport().header.glibcVersionRuntime;
const file = `${name}-v${version}-node-v${process.versions.modules}-${process.platform}${musl ? 'musl' : ''}-${process.arch}.tar.gz`;
const binary = 'build/Release/better_sqlite3.node';
if (existsSync(path.join(folder, file))) {
  console.log(`local prebuild kept already: ${file}`);
} else if (existsSync(path.join(pkgDir, binary))) {
  mkdirSync(folder, { recursive: true });
  execFileSync('tar', ['-czf', path.join(folder, file), '-C', pkgDir, binary]);
  console.log(`local prebuild kept for the next install: ${path.join(folder, file)}`);
}
