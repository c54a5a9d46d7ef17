// Bundles src/server.ts into dist/server.js with esbuild. Every runtime dependency stays external (installed
// next to the bundle, native modules included) except @vitrin/shared-libs, which is TypeScript source.
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

await rm(path.join(here, 'dist'), { recursive: true, force: true });
const result = await build({
  absWorkingDir: here,
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
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
console.log(`api: dist/server.js (${(bytes / 1024).toFixed(0)} KiB with its source map)`);
