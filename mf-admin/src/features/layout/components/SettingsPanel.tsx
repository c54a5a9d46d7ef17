/** The settings panel: colours, width and left-menu layout, each saved as it is chosen. */
import { adminText } from '../../../i18n/adminTexts';
import type { PanelSettings } from '../utils/panelSettings';

type Choice<K extends keyof PanelSettings> = { key: K; options: PanelSettings[K][] };

const CHOICES: Choice<keyof PanelSettings>[] = [
  { key: 'bodyMode', options: ['light', 'dark'] },
  { key: 'menu', options: ['light', 'dark'] },
  { key: 'header', options: ['light', 'dark'] },
  { key: 'layout', options: ['full', 'boxed'] },
  { key: 'sidemenu', options: ['default', 'closed', 'icon-text', 'icon-only'] },
];

export function SettingsPanel({
  open,
  settings,
  onChange,
  onClose,
}: {
  open: boolean;
  settings: PanelSettings;
  onChange: <K extends keyof PanelSettings>(key: K, value: PanelSettings[K]) => void;
  onClose: () => void;
}) {
  return (
    <aside
      id="admin-settings-panel"
      className={`admin-settings-panel bg-body text-body border-start shadow p-3 ${open ? 'is-open' : ''}`}
      aria-labelledby="admin-settings-title"
    >
      <div className="d-flex justify-content-between align-items-center mb-3">
        <h2 id="admin-settings-title" className="h5 mb-0">
          {adminText('layout.settings')}
        </h2>
        <button type="button" className="btn-close" aria-label={adminText('layout.closeSettings')} onClick={onClose} />
      </div>
      {CHOICES.map(({ key, options }) => (
        <fieldset key={key} className="mb-3">
          <legend className="fs-6 fw-semibold">{adminText(`layout.choice.${key}`)}</legend>
          {options.map((option) => (
            <div className="form-check" key={option}>
              <input
                className="form-check-input"
                type="radio"
                id={`setting-${key}-${option}`}
                name={`setting-${key}`}
                checked={settings[key] === option}
                onChange={() => onChange(key, option)}
              />
              <label className="form-check-label" htmlFor={`setting-${key}-${option}`}>
                {adminText(`layout.option.${key}.${option}`)}
              </label>
            </div>
          ))}
        </fieldset>
      ))}
    </aside>
  );
}
