/**
 * Dates in the reader's language, through the platform's Intl (docs/architecture.md, "Rules the screens keep"):
 * `numeric` on the staff screens (5.1.2026 in Turkish), `long` on the public pages (5 January 2026 in English,
 * 5 Ocak 2026 in Turkish); relative times ("5 dakika önce", "5 minutes ago") through Intl.RelativeTimeFormat.
 */
export type DateStyle = 'numeric' | 'long';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  numeric: { day: 'numeric', month: 'numeric', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
};

/** A date written without a time (YYYY-MM-DD) is that calendar day wherever it is read: read it in UTC. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function formatDate(input: string | number | Date, lang = 'tr', style: DateStyle = 'numeric'): string {
  const timeZone = typeof input === 'string' && DATE_ONLY.test(input) ? 'UTC' : undefined;
  return new Intl.DateTimeFormat(lang, { ...STYLES[style], timeZone }).format(new Date(input));
}

/** Seconds, minutes or hours ago within a day, then the date. */
export function formatRelativeTime(input: string | number | Date, lang = 'tr', now = Date.now()): string {
  const then = new Date(input).getTime();
  const seconds = Math.max(0, Math.floor((now - then) / 1000));
  const relative = new Intl.RelativeTimeFormat(lang, { numeric: 'always' });
  if (seconds < 60) return relative.format(-seconds, 'second');
  if (seconds < 3600) return relative.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86400) return relative.format(-Math.floor(seconds / 3600), 'hour');
  return formatDate(then, lang);
}
