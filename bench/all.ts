/**
 * `npm run bench`: every part in turn, each printing its own table and writing its raw figures under
 * bench/.tmp: bundle bytes, page load, federation's price, API under load, search growth (when its script is
 * there), then the bundle budgets. A part that fails does not stop the others; the run exits 1 if any failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const PARTS = ['bundle', 'pageload', 'lighthouse', 'ssr', 'federation', 'api', 'growth', 'check'];

const failed: string[] = [];
for (const part of PARTS) {
  const script = join(__dirname, `${part}.ts`);
  if (!existsSync(script)) continue;
  console.log(`\n=== bench:${part} ===`);
  const result = spawnSync(process.execPath, [require.resolve('tsx/cli'), script], { cwd: __dirname, stdio: 'inherit' });
  if (result.status !== 0) failed.push(part);
}
if (failed.length) {
  console.error(`\nbench: ${failed.join(', ')} failed`);
  process.exit(1);
}
