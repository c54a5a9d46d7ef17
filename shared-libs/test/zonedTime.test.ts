import { isTimeZone, utcToZoned, zonedToUtc } from '@vitrin/shared-libs/utils/zonedTime';

/** Scheduled publishing's times (docs/architecture.md, "Scheduled publishing"): staff's local time in the site's zone. */
describe('zoned local date-times', () => {
  test('a local time in Istanbul (UTC+3 all year) is three hours ahead of UTC, and back', () => {
    expect(zonedToUtc('2026-12-01T12:01', 'Europe/Istanbul')).toBe('2026-12-01T09:01:00.000Z');
    expect(zonedToUtc('2026-07-01T00:30', 'Europe/Istanbul')).toBe('2026-06-30T21:30:00.000Z');
    expect(utcToZoned('2026-12-01T09:01:00.000Z', 'Europe/Istanbul')).toBe('2026-12-01T12:01');
  });

  test('a zone with summer time uses the offset of that day', () => {
    expect(zonedToUtc('2026-01-15T10:00', 'Europe/Berlin')).toBe('2026-01-15T09:00:00.000Z');
    expect(zonedToUtc('2026-07-15T10:00', 'Europe/Berlin')).toBe('2026-07-15T08:00:00.000Z');
    expect(utcToZoned('2026-07-15T08:00:00.000Z', 'Europe/Berlin')).toBe('2026-07-15T10:00');
    // 02:30 on the spring-forward night does not exist: it lands after the gap, an hour later on the wall clock.
    expect(zonedToUtc('2026-03-29T02:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
  });

  test('a time that names its own zone is taken as that instant', () => {
    expect(zonedToUtc('2026-12-01T12:01:00Z', 'Europe/Istanbul')).toBe('2026-12-01T12:01:00.000Z');
    expect(zonedToUtc('2026-12-01T12:01:00+01:00', 'Europe/Istanbul')).toBe('2026-12-01T11:01:00.000Z');
  });

  test('what is no date-time is refused', () => {
    for (const text of ['', 'yarın', '2026-02-30T10:00', '2026-12-01T24:00', '2026-12-01', '01.12.2026 12:00']) {
      expect(zonedToUtc(text, 'Europe/Istanbul')).toBeNull();
    }
  });

  test('time zones are IANA names the runtime knows', () => {
    expect(isTimeZone('Europe/Istanbul')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(3)).toBe(false);
  });
});
