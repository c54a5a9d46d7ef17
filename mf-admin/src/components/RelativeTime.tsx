/**
 * When something happened, as staff read it in lists: seconds, minutes or hours ago, then the date (05.01.2026);
 * the exact date and time in the tooltip and in `dateTime`. It moves on by itself while the screen is open.
 */
import { useEffect, useState } from 'react';
import { formatDate, formatRelativeTime } from '@vitrin/shared-libs/utils/date';

/** How often an open screen's relative times are worked out again. */
const TICK_MS = 30_000;

export function RelativeTime({ value }: { value: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const date = new Date(value);
  const exact = `${formatDate(date)} ${date.toLocaleTimeString('tr-TR', { hour: '2-digit', minute: '2-digit' })}`;
  return (
    <time dateTime={date.toISOString()} title={exact}>
      {formatRelativeTime(date, 'tr', now)}
    </time>
  );
}
