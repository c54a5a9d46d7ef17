/**
 * Local date-times in a named time zone (the site's, docs/architecture.md "Scheduled publishing"), with Intl alone:
 * staff type and read "YYYY-MM-DDTHH:mm" (an <input type="datetime-local"> value) in the site's zone; the
 * database keeps the instant as ISO-8601 UTC.
 */

export const DEFAULT_TIME_ZONE = 'Europe/Istanbul';

/** A local date-time as a datetime-local input gives it (seconds optional). */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
/** An instant with its zone: Z or ±hh:mm at the end. */
const WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The zone's clock as parts. Made afresh each time: a module-level cache would be state each remote keeps apart
 * (shared-libs/test/statefulModules.test.ts), and the admin converts a handful of times per screen.
 */
function formatter(zone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/** Whether `zone` is an IANA time zone name this runtime knows (Europe/Istanbul, UTC, America/New_York…). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.trim() === '' || zone.length > 64) return false;
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock fields of an instant in `zone`. */
function wallClock(instant: number, zone: string) {
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far `zone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const w = wallClock(instant, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The ISO UTC instant of a local date-time in `zone`, or null when the text is no date-time. A text that names its
 * own zone (Z, +03:00) is taken as that instant. A local time the clocks skip (spring forward) lands after the gap.
 */
export function zonedToUtc(text: string, zone: string): string | null {
  const value = text.trim();
  if (WITH_ZONE.test(value)) {
    const instant = Date.parse(value);
    return Number.isNaN(instant) ? null : new Date(instant).toISOString();
  }
  const m = LOCAL.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second = '0'] = m.slice(1).map((part) => part ?? '0');
  const guess = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  const check = new Date(guess);
  // 2026-02-30 and 25:00 roll over in Date.UTC: refuse them instead.
  if (check.getUTCMonth() !== Number(month) - 1 || check.getUTCDate() !== Number(day) || Number(hour) > 23) return null;
  const first = guess - offsetAt(guess, zone);
  const instant = guess - offsetAt(first, zone);
  return new Date(instant).toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the local "YYYY-MM-DDTHH:mm" of `zone` (what a datetime-local input shows). */
export function utcToZoned(iso: string, zone: string): string {
  const w = wallClock(Date.parse(iso), zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** "2026-12-01T12:01" as "01.12.2026 12:01" (the site's local time, as staff wrote it). */
export const localDateTime = (value: string): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(value);
  return m ? `${m[3]}.${m[2]}.${m[1]} ${m[4]}` : value;
};
