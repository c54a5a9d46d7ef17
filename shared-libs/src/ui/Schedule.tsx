/**
 * Scheduled publishing on the staff screens (docs/architecture.md, "Scheduled publishing"): the form's two times in
 * the site's time zone, the lists' badge and their "Planlanmış" filter.
 */
import type { Scheduled, ScheduleState } from '@vitrin/shared-libs/types/schedule';
import { SCHEDULE_FILTER } from '@vitrin/shared-libs/types/schedule';
import { scheduleText } from '@vitrin/shared-libs/i18n/scheduleTexts';
import { FilterSelect } from '@vitrin/shared-libs/ui/ListFilters';
import { TextField } from '@vitrin/shared-libs/ui/TextField';
import { localDateTime } from '@vitrin/shared-libs/utils/zonedTime';

export interface ScheduleValues {
  publish_at: string;
  unpublish_at: string;
}

/** A stored record's times as the form edits them ('' for none). */
export const scheduleValuesOf = (stored: Partial<Scheduled> | undefined): ScheduleValues => ({
  publish_at: stored?.publish_at ?? '',
  unpublish_at: stored?.unpublish_at ?? '',
});

/** The two local date-time fields, in a fieldset naming the zone they are written in. */
export function ScheduleFields({
  id,
  values,
  timeZone,
  errors = {},
  onChange,
  state,
}: {
  id: string;
  values: ScheduleValues;
  /** The site's zone as the stored record named it; a new record's form says "the site's zone". */
  timeZone?: string;
  errors?: Partial<Record<keyof ScheduleValues, string | undefined>>;
  onChange: (field: keyof ScheduleValues, value: string) => void;
  /**
   * The stored record's state: a planned or ended one says so (with the badge) above the fields, and that the
   * editor's "Sitede önizle" (SitePreview.tsx) shows it as it will show (or showed).
   */
  state?: ScheduleState | null;
}) {
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="float-none w-auto px-2 fs-6 mb-0">{scheduleText('legend')}</legend>
      {state && (
        <p className="mb-2" role="note">
          <ScheduleBadge state={state} />{' '}
          {state === 'planned'
            ? `${scheduleText('plannedNote')} ${scheduleText('plannedPreviewNote')}`
            : `${scheduleText('endedNote')} ${scheduleText('endedPreviewNote')}`}
        </p>
      )}
      <p id={`${id}-schedule-hint`} className="form-text mt-0">
        {timeZone ? scheduleText('hint', { zone: timeZone }) : scheduleText('hintNew')}
      </p>
      <div className="row g-3">
        <TextField
          id={`${id}-publish-at`}
          className="col-sm-6"
          type="datetime-local"
          label={scheduleText('publishAt')}
          value={values.publish_at}
          error={errors.publish_at}
          onChange={(value) => onChange('publish_at', value)}
        />
        <TextField
          id={`${id}-unpublish-at`}
          className="col-sm-6"
          type="datetime-local"
          label={scheduleText('unpublishAt')}
          hint={scheduleText('unpublishHint')}
          value={values.unpublish_at}
          error={errors.unpublish_at}
          onChange={(value) => onChange('unpublish_at', value)}
        />
      </div>
    </fieldset>
  );
}

/** "Planlandı" (with its time) or "Yayından kalktı"; nothing for a record that shows. */
export function ScheduleBadge({ state, publishAt }: { state: ScheduleState | null | undefined; publishAt?: string | null }) {
  if (state === 'planned') {
    return (
      <span
        className="badge text-bg-warning"
        title={publishAt ? scheduleText('plannedAt', { at: localDateTime(publishAt) }) : undefined}
      >
        {scheduleText('planned')}
        {publishAt && <span className="visually-hidden">: {localDateTime(publishAt)}</span>}
      </span>
    );
  }
  if (state === 'ended') return <span className="badge text-bg-dark">{scheduleText('ended')}</span>;
  return null;
}

/** The lists' "Yayın planı" filter: all, or the planned records only (`?schedule=planned`). */
export function ScheduleFilter({ value, all, onChange }: { value: string; all: string; onChange: (value: string) => void }) {
  return (
    <FilterSelect
      label={scheduleText('filter')}
      all={all}
      value={value}
      options={[{ value: SCHEDULE_FILTER, label: scheduleText('filterPlanned') }]}
      onChange={onChange}
    />
  );
}
