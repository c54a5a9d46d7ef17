/**
 * One row (id 1): the instant up to which passed publish/unpublish times were handled (lib/schedule.ts); '' before
 * the first check.
 */
export interface ScheduleStateTable {
  id: number;
  checked_to: string;
}
