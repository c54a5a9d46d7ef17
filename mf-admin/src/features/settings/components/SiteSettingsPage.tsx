/** settings/site: the analytics scripts (Süper Yönetici only), the keywords, edited as tags, and the site's time zone. */
import { HistoryLink } from '@vitrin/shared-libs/ui/HistoryLink';
import { SITE_WIDE_HISTORY_ID } from '@vitrin/shared-libs/registry/historyEntities';
import { FormActionBar } from '@vitrin/shared-libs/ui/StaffActions';
import { LoadError } from '@vitrin/shared-libs/ui/LoadError';
import { Spinner } from '@vitrin/shared-libs/ui/Spinner';
import type { SiteSettingsData } from '@vitrin/shared-libs/types/settings';
import { settingsText } from '../../../i18n/settingsTexts';
import { useStaffForm } from '@vitrin/shared-libs/ui/useStaffForm';
import { useSiteSettingsQuery } from '../api/getSiteSettings';
import { useUpdateSiteSettingsMutation } from '../api/updateSiteSettings';
import { BrandSection } from './BrandForm';
import { KeywordsInput } from './KeywordsInput';
import { TextField } from '@vitrin/shared-libs/ui/TextField';

const SCRIPTS = ['google_script', 'yandex_script', 'fb_pixel_script'] as const;

/** The IANA zones this browser knows, the stored one among them. */
const timeZones = (stored: string): string[] => {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([stored, 'Europe/Istanbul', 'UTC', ...known])].sort();
};

export function SiteSettingsPage() {
  const { data, isLoading, isError, refetch } = useSiteSettingsQuery();
  if (isLoading) return <Spinner label={settingsText('loading')} />;
  if (isError || !data)
    return <LoadError message={settingsText('loadError')} retryLabel={settingsText('retry')} onRetry={() => void refetch()} />;
  return (
    <section aria-labelledby="site-settings-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-4">
        <h1 id="site-settings-title" className="h3 mb-0">
          {settingsText('site.title')}
        </h1>
        <HistoryLink entity="site_settings" id={SITE_WIDE_HISTORY_ID} />
      </div>
      <SiteSettingsForm settings={data} />
      {/* The brand is Süper Yönetici's, as are the scripts. */}
      {data.can_edit_scripts && <BrandSection />}
    </section>
  );
}

function SiteSettingsForm({ settings }: { settings: SiteSettingsData }) {
  const [update] = useUpdateSiteSettingsMutation();
  const { values, set, errors, submit, submitting } = useStaffForm({
    initial: {
      ...(Object.fromEntries(SCRIPTS.map((k) => [k, settings[k]])) as Record<(typeof SCRIPTS)[number], string>),
      keywords: settings.keywords,
      time_zone: settings.time_zone,
    },
    // The scripts are sent only by whom may change them.
    save: ({ keywords, time_zone, ...scripts }) =>
      update({ ...(settings.can_edit_scripts ? scripts : {}), keywords, time_zone }).unwrap(),
    successText: settingsText('dialogs.updated'),
    afterSave: 'keep',
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="card mb-4">
        <legend className="card-header h5 m-0 float-none w-100">{settingsText('site.analytics')}</legend>
        <div className="card-body">
          <p className="form-text mt-0">{settingsText('site.analyticsHint')}</p>
          {!settings.can_edit_scripts && (
            <p className="alert alert-info py-2" role="note">
              {settingsText('site.scriptsLocked')}
            </p>
          )}
          {SCRIPTS.map((key) => (
            <div className="mb-3" key={key}>
              <label htmlFor={`site-${key}`} className="form-label">
                {settingsText(`site.${key}`)}
              </label>
              <textarea
                id={`site-${key}`}
                className={`form-control font-monospace ${errors[key] ? 'is-invalid' : ''}`}
                rows={4}
                value={values[key]}
                readOnly={!settings.can_edit_scripts}
                spellCheck={false}
                onChange={(event) => set(key)(event.target.value)}
                aria-invalid={errors[key] ? true : undefined}
                aria-describedby={errors[key] ? `site-${key}-error` : undefined}
              />
              {errors[key] && (
                <div id={`site-${key}-error`} className="invalid-feedback">
                  {errors[key]}
                </div>
              )}
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset className="card mb-4">
        <legend className="card-header h5 m-0 float-none w-100">{settingsText('site.keywords')}</legend>
        <div className="card-body">
          <KeywordsInput value={values.keywords} onChange={set('keywords')} error={errors.keywords} />
        </div>
      </fieldset>
      <fieldset className="card mb-4">
        <legend className="card-header h5 m-0 float-none w-100">{settingsText('site.timeZone')}</legend>
        <div className="card-body">
          <TextField
            id="site-time_zone"
            label={settingsText('site.timeZoneLabel')}
            hint={settingsText('site.timeZoneHint')}
            value={values.time_zone}
            error={errors.time_zone}
            onChange={set('time_zone')}
            className="mb-0"
          >
            {timeZones(settings.time_zone).map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </TextField>
        </div>
      </fieldset>
      <FormActionBar>
        <button type="submit" className="btn btn-primary" disabled={submitting}>
          {submitting ? settingsText('saving') : settingsText('save')}
        </button>
      </FormActionBar>
    </form>
  );
}
