/** Dates as D.M.YYYY, and relative time in seconds, minutes, hours, then the date. */
export function formatDate(input: string | number | Date): string {
  const date = new Date(input);
  return `${date.getDate()}.${date.getMonth() + 1}.${date.getFullYear()}`;
}

export interface RelativeTimeLabels {
  seconds: (n: number) => string;
  minutes: (n: number) => string;
  hours: (n: number) => string;
}

export function formatRelativeTime(input: string | number | Date, labels: RelativeTimeLabels, now = Date.now()): string {
  const then = new Date(input).getTime();
  const seconds = Math.max(0, Math.floor((now - then) / 1000));
  if (seconds < 60) return labels.seconds(seconds);
  if (seconds < 3600) return labels.minutes(Math.floor(seconds / 60));
  if (seconds < 86400) return labels.hours(Math.floor(seconds / 3600));
  return formatDate(then);
}
