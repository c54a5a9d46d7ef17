/**
 * A large file never held whole in memory (docs/testing.md, "Jest"): run by api/test/storage.test.ts as
 * `node --expose-gc --import tsx`, it streams a file into the store its first argument configures (a StorageConfig as
 * JSON) under a key, then back out to a hash, each time through a probe that notes the memory still reachable after
 * a full garbage collection every 4 MB, above the figure when the probe was made. It prints one JSON line: the two
 * peaks in bytes and the sha256 of what came out.
 *
 * A process of its own, so a collection walks this program's small heap, not a Jest worker's whole run (there 32
 * notes took half a minute, and past a minute on a loaded machine).
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Transform } from 'node:stream';
import type { StorageConfig } from '../../src/config';
import { createStorage, sha256Of } from '../../src/lib/storage';

const MB = 1024 * 1024;
const NOTE_EVERY = 4 * MB;

const gc = (globalThis as { gc?: () => void }).gc;

function used(): number {
  if (!gc) throw new Error('run with --expose-gc');
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/** A pass-through noting the memory reachable after a full collection every 4 MB that flows through it. */
function memoryProbe(): { through: Transform; peak: () => number } {
  const start = used();
  let peak = 0;
  let seen = 0;
  const through = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const before = seen;
      seen += chunk.length;
      if (Math.floor(seen / NOTE_EVERY) > Math.floor(before / NOTE_EVERY)) peak = Math.max(peak, used() - start);
      done(null, chunk);
    },
  });
  return { through, peak: () => peak };
}

async function main(): Promise<void> {
  const [configJson, source, key] = process.argv.slice(2);
  const config = JSON.parse(configJson!) as StorageConfig;
  const storage = createStorage(config);
  const { size } = await stat(source!);

  const writeProbe = memoryProbe();
  await storage.write(key!, { stream: createReadStream(source!).pipe(writeProbe.through), size });

  const readProbe = memoryProbe();
  const file = await storage.read(key!);
  if (!file) throw new Error(`${key} was not stored`);
  const sha256 = await sha256Of(file.body.pipe(readProbe.through));
  storage.close();
  process.stdout.write(`${JSON.stringify({ writing: writeProbe.peak(), reading: readProbe.peak(), sha256 })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
