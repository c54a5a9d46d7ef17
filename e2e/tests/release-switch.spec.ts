/**
 * Live switches leak nothing (docs/performance.md, "Release switches"): the API, on the built front ends, switches
 * the catalogue remote between two releases on another origin 100 times, a product or a category page rendered
 * on the server after each switch; its heap after a full GC ends within 10 MB of where it started. The
 * API runs in a child process of its own with `--expose-gc` (api/test/support/release-switch-child.ts); no browser.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../support/server';

interface Outcome {
  switches: number;
  pages: number;
  releasesSeen: number;
  startBytes: number;
  endBytes: number;
}

function runChild(): Promise<Outcome> {
  const { NODE_OPTIONS: _ignored, ...env } = process.env;
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', join(REPO_ROOT, 'api/test/support/release-switch-child.ts')],
    {
      cwd: REPO_ROOT,
      env: { ...env, TSX_TSCONFIG_PATH: join(REPO_ROOT, 'api/tsconfig.json') },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (err += chunk));
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line) as Outcome);
      else reject(new Error(`the switching API exited with ${code}:\n${out}\n${err}`));
    });
  });
}

test('100 switches between two releases under traffic leave the heap within 10 MB of its start', async () => {
  const outcome = await runChild();
  console.log(
    `release switches: ${outcome.switches}, pages ${outcome.pages}; heap after GC ${(outcome.startBytes / 2 ** 20).toFixed(1)} -> ` +
      `${(outcome.endBytes / 2 ** 20).toFixed(1)} MB`,
  );
  expect(outcome.switches).toBe(100);
  // Both releases rendered pages (the switch is real), every page server-rendered.
  expect(outcome.releasesSeen).toBe(2);
  expect(outcome.pages).toBe(100);
  expect(outcome.endBytes - outcome.startBytes).toBeLessThan(10 * 2 ** 20);
});
