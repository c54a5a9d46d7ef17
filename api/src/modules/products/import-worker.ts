/**
 * The catalogue import's worker thread (docs/decisions.md, "Imports off the event loop"): everything an import does
 * — taking the catalogue's lease, reading the file within its limits, checking every row, writing in one
 * transaction, storing the full report — runs here, on a database connection of its own, so the API's event loop
 * only waits for the answer. Started by import-runner.ts with an ImportJob; answers one ImportOutcome and ends.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { Section } from '@vitrin/shared-libs/types/api';
import type { ImportReport } from '@vitrin/shared-libs/types/catalogue';
import type { DatabaseConfig } from '../../config';
import { createDb } from '../../db/connection';
import { HttpError, ValidationFailed } from '../../lib/http';
import { sanitizeHtml } from '../../lib/sanitize';
import { nowIso } from '../../lib/time';
import type { AuditWho } from '../../lib/audit/rows';
import { readImportFile } from './import-file';
import { IMPORT_LIMITS, type ImportLimits } from './import-limits';
import { ImportLock, LEASE_MS } from './import-lock';
import { answerOf, applyImport, IMPORT_MESSAGES, planImport, reportCsv } from './import';

export interface ImportJob {
  database: DatabaseConfig;
  /** The uploaded file (a temporary file, removed after the answer) and the name staff gave it. */
  file: string;
  fileName: string;
  section: Section;
  dryRun: boolean;
  langs: string[];
  defaultLang: string;
  who: AuditWho;
  /** This import's id in `import_locks`. */
  holder: string;
  limits?: ImportLimits;
  /** The address of a stored report, `{id}` standing for its id. */
  reportUrl: string;
}

export type ImportOutcome =
  { kind: 'done'; report: ImportReport } | { kind: 'refused'; status: number; message: string; errors?: Record<string, string> };

/** Full reports are kept this long, then removed when the next report is stored. */
const REPORT_DAYS = 7;

async function run(job: ImportJob): Promise<ImportOutcome> {
  // SQLite: the write transaction may wait for another writer; it waits here, off the API's event loop.
  const db = createDb(job.database, () => undefined, { poolSize: 2, busyTimeoutMs: 60_000 });
  const lock = new ImportLock(db, job.section, job.holder);
  let renewing: NodeJS.Timeout | undefined;
  try {
    if (!(await lock.acquire())) return { kind: 'refused', status: 409, message: IMPORT_MESSAGES.busy };
    renewing = setInterval(() => void lock.renew().catch(() => undefined), LEASE_MS / 3);
    const file = await readImportFile(job.file, job.limits ?? IMPORT_LIMITS);
    const plan = await planImport(db, job.section, file, job.langs, job.defaultLang, sanitizeHtml);
    let report: string | null = null;
    if (plan.rows.length > 0) {
      const stored = await db
        .insertInto('import_reports')
        .values({
          section: job.section,
          file_name: job.fileName.slice(0, 255),
          user_id: job.who.actor?.id ?? null,
          created_at: nowIso(),
          content: await reportCsv(plan),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .deleteFrom('import_reports')
        .where('created_at', '<', nowIso(Date.now() - REPORT_DAYS * 86_400_000))
        .execute();
      report = job.reportUrl.replace('{id}', String(stored.id));
    }
    if (!job.dryRun) {
      await applyImport(db, job.section, plan, { fileName: job.fileName, who: job.who, lease: (tx) => lock.renew(tx) });
    }
    return { kind: 'done', report: answerOf(plan, report) };
  } catch (error) {
    if (error instanceof ValidationFailed) return { kind: 'refused', status: 422, message: error.message, errors: error.errors };
    if (error instanceof HttpError) return { kind: 'refused', status: error.statusCode, message: error.message };
    throw error;
  } finally {
    clearInterval(renewing);
    await lock.release().catch(() => undefined);
    await db.destroy();
  }
}

if (parentPort) {
  // Linux gives each thread its own nice value: the import yields the CPU to the threads answering requests.
  try {
    setPriority(10);
  } catch {
    // Not allowed here (another system): the import runs at the process's priority.
  }
  const port = parentPort;
  run(workerData as ImportJob).then(
    (outcome) => port.postMessage(outcome),
    (error: unknown) => {
      throw error;
    },
  );
}
