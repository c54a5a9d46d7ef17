/** Timestamps are stored as ISO-8601 UTC strings: identical on SQLite and PostgreSQL, and they sort as text. */
export function nowIso(now = Date.now()): string {
  return new Date(now).toISOString();
}

export function isoAfterSeconds(seconds: number, now = Date.now()): string {
  return new Date(now + seconds * 1000).toISOString();
}
