/**
 * Runs a catalogue import in a worker thread (import-worker.ts; docs/decisions.md, "Imports off the event loop"):
 * the API's event loop only starts it and waits for its answer. The thread's heap is capped, so a file that would
 * take more memory ends the thread, not the process; an import that runs past its time is stopped. Either way the
 * catalogue's lease is given back at once and staff get the reason in Turkish.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Db } from '../../db/connection';
import { ImportLock } from './import-lock';
import type { ImportJob, ImportOutcome } from './import-worker';

/** The worker thread's heap: a 10,000-row import needs about a third of it (docs/performance.md). */
export const IMPORT_MEMORY_MB = 512;
/** The longest an import may run. */
export const IMPORT_TIMEOUT_MS = 10 * 60_000;

export const RUNNER_MESSAGES = {
  memory: `Dosya işlenirken içe aktarmanın bellek sınırı (${IMPORT_MEMORY_MB} MB) aşıldı; hiçbir değişiklik yapılmadı. Dosyayı bölerek içe aktarın.`,
  timeout: `İçe aktarma ${IMPORT_TIMEOUT_MS / 60_000} dakikada bitmedi ve durduruldu; hiçbir değişiklik yapılmadı. Dosyayı bölerek içe aktarın.`,
  failed: 'İçe aktarma bir sistem hatasıyla durdu; hiçbir değişiklik yapılmadı.',
} as const;

/**
 * The worker's entry: the bundle's own file next to dist/server.js; from the TypeScript sources (`npm run dev`, the
 * benchmarks) the source file, compiled by tsx inside the thread — or, where IMPORT_WORKER_BUNDLE names one, a
 * bundle of it built beforehand (`node api/build.mjs --import-worker-only <dir>`; the API tests build one per run,
 * since compiling the sources took each thread 1.5–4 s before its import began: docs/testing.md, "Jest").
 */
function startWorker(job: ImportJob, memoryMb: number): Worker {
  const options = { workerData: job, resourceLimits: { maxOldGenerationSizeMb: memoryMb } };
  const prebuilt = process.env.IMPORT_WORKER_BUNDLE;
  if (prebuilt && existsSync(prebuilt)) return new Worker(prebuilt, options);
  const bundled = path.join(__dirname, 'import-worker.js');
  if (!__filename.endsWith('.ts') && existsSync(bundled)) return new Worker(bundled, options);
  const source = path.join(__dirname, 'import-worker.ts');
  const tsconfig = path.resolve(__dirname, '../../../tsconfig.json');
  return new Worker(`require('tsx/cjs/api').register(); require(${JSON.stringify(source)});`, {
    ...options,
    eval: true,
    env: { ...process.env, TSX_TSCONFIG_PATH: tsconfig },
  });
}

/** Runs `job` in its own thread; `db` (the API's) gives the lease back when the thread could not. */
export function runImport(
  db: Db,
  job: ImportJob,
  { memoryMb = IMPORT_MEMORY_MB, timeoutMs = IMPORT_TIMEOUT_MS }: { memoryMb?: number; timeoutMs?: number } = {},
): Promise<ImportOutcome> {
  return new Promise<ImportOutcome>((resolve, reject) => {
    const worker = startWorker(job, memoryMb);
    let outcome: ImportOutcome | null = null;
    let failure: Error | null = null;
    const timer = setTimeout(() => {
      failure = new ImportStopped(RUNNER_MESSAGES.timeout);
      void worker.terminate();
    }, timeoutMs);
    worker.on('message', (message: ImportOutcome) => (outcome = message));
    worker.on('error', (error: Error & { code?: string }) => {
      failure = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ImportStopped(RUNNER_MESSAGES.memory) : error;
    });
    worker.on('exit', () => {
      clearTimeout(timer);
      if (outcome) return resolve(outcome);
      // The thread ended without answering: its transaction died with it; the lease goes back now.
      void new ImportLock(db, job.section, job.holder)
        .release()
        .catch(() => undefined)
        .then(() => {
          const stopped = failure instanceof ImportStopped ? failure : null;
          if (stopped) resolve({ kind: 'refused', status: 422, message: stopped.message, errors: { file: stopped.message } });
          else reject(failure ?? new Error(RUNNER_MESSAGES.failed));
        });
    });
  });
}

class ImportStopped extends Error {}
