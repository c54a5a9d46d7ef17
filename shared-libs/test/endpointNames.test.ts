/**
 * Every RTK Query endpoint name is defined once across the front ends. Two `injectEndpoints` with one name on one
 * api keep whichever module loaded first, so the URL called would depend on the screen opened first (it did for
 * the rich-text editor's image upload).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const PACKAGES = ['shared-libs', 'shell', 'mf-public', 'mf-auth', 'mf-admin', 'mf-catalogue'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

test('no endpoint name is injected twice into one api', () => {
  const definedIn = new Map<string, string[]>();
  for (const file of PACKAGES.flatMap((pkg) => sources(path.join(ROOT, pkg, 'src')))) {
    const text = readFileSync(file, 'utf8');
    // The api a file adds to: `adminApi.injectEndpoints`, or the api it creates.
    const api = /(\w+)\.injectEndpoints\(/.exec(text)?.[1] ?? /reducerPath:\s*'(\w+)'/.exec(text)?.[1];
    if (!api) continue;
    for (const [, name] of text.matchAll(/^\s+(\w+): build\.(?:query|mutation|infiniteQuery)\b/gm)) {
      const key = `${api}.${name!}`;
      definedIn.set(key, [...(definedIn.get(key) ?? []), path.relative(ROOT, file)]);
    }
  }
  expect(definedIn.size).toBeGreaterThan(20);
  const twice = [...definedIn].filter(([, files]) => files.length > 1);
  expect(twice).toEqual([]);
});
