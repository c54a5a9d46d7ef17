// Bundles src/server.ts into dist/server.js, and the catalogue import's worker thread into dist/import-worker.js,
// with esbuild. Every runtime dependency stays external (installed next to the bundle, native modules included)
// except @vitrin/shared-libs, which is TypeScript source.
//
// `node build.mjs --import-worker-only <dir>` bundles the worker alone into <dir> (inside the repository, so its
// dependencies resolve), leaving dist/ as it is: the API tests start their import threads from it
// (test/global-setup.ts; docs/testing.md, "Jest").
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(await readFile(path.join(here, 'package.json'), 'utf8'));
const BUNDLED = new Set(['@vitrin/shared-libs']);
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => !BUNDLED.has(name))
  .flatMap((name) => [name, `${name}/*`]);

const workerOnly = process.argv.indexOf('--import-worker-only');
const outdir = workerOnly >= 0 ? path.resolve(process.argv[workerOnly + 1]) : path.join(here, 'dist');
// The catalogue import's worker thread is an entry of its own, next to the server (modules/products/import-runner.ts).
const worker = { 'import-worker': 'src/modules/products/import-worker.ts' };

if (workerOnly < 0) await rm(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: here,
  entryPoints: workerOnly >= 0 ? worker : { server: 'src/server.ts', ...worker },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  // Stack traces in production logs point at the TypeScript sources.
  sourcesContent: false,
  external,
  alias: { '@vitrin/shared-libs': path.join(here, '..', 'shared-libs', 'src') },
  tsconfig: path.join(here, 'tsconfig.json'),
  logLevel: 'warning',
  metafile: true,
});

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
const built = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'));
console.log(`api: ${built.join(' and ')} (${(bytes / 1024).toFixed(0)} KiB with their source maps)`);
