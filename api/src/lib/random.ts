import { randomFillSync } from 'node:crypto';

/** Random bytes drawn from the system's generator 4 KB at a time (as Node's randomUUID does), then handed out. */
const POOL = Buffer.alloc(4096);
let used = POOL.length;

/**
 * `bytes` cryptographically random bytes: what a page answer needs twice (the CSRF cookie id and the script
 * nonce) without a call into the system's generator each time.
 */
export function randomPooled(bytes: number): Buffer {
  if (bytes > POOL.length) return randomFillSync(Buffer.alloc(bytes));
  if (used + bytes > POOL.length) {
    randomFillSync(POOL);
    used = 0;
  }
  const out = Buffer.from(POOL.subarray(used, used + bytes));
  // A byte handed out is never handed out again.
  POOL.fill(0, used, used + bytes);
  used += bytes;
  return out;
}
