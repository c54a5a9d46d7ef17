/**
 * The settings panel's choices and their local-storage keys (body mode,
 * menu, header, layout, sidemenu). Unknown stored values fall back to the defaults.
 */
export type Tone = 'light' | 'dark';
export type PanelWidth = 'full' | 'boxed';
export type SidemenuLayout = 'default' | 'closed' | 'icon-text' | 'icon-only';

export interface PanelSettings {
  /** Panel colour (white/black) — also what the header's light/dark toggle switches. */
  bodyMode: Tone;
  /** Left menu colour. */
  menu: Tone;
  /** Top menu colour. */
  header: Tone;
  layout: PanelWidth;
  sidemenu: SidemenuLayout;
}

export const PANEL_STORAGE_KEYS: Record<keyof PanelSettings, string> = {
  bodyMode: 'body_mode',
  menu: 'menu',
  header: 'header',
  layout: 'layout',
  sidemenu: 'sidemenu',
};

export const DEFAULT_PANEL_SETTINGS: PanelSettings = {
  bodyMode: 'light',
  menu: 'dark',
  header: 'light',
  layout: 'full',
  sidemenu: 'default',
};

const ALLOWED: { [K in keyof PanelSettings]: readonly PanelSettings[K][] } = {
  bodyMode: ['light', 'dark'],
  menu: ['light', 'dark'],
  header: ['light', 'dark'],
  layout: ['full', 'boxed'],
  sidemenu: ['default', 'closed', 'icon-text', 'icon-only'],
};

export function readPanelSettings(storage: Storage = localStorage): PanelSettings {
  const settings = { ...DEFAULT_PANEL_SETTINGS };
  for (const key of Object.keys(ALLOWED) as (keyof PanelSettings)[]) {
    const stored = storage.getItem(PANEL_STORAGE_KEYS[key]);
    if (stored !== null && (ALLOWED[key] as readonly string[]).includes(stored)) {
      (settings as Record<string, string>)[key] = stored;
    }
  }
  return settings;
}

export function writePanelSettings(settings: PanelSettings, storage: Storage = localStorage): void {
  for (const key of Object.keys(PANEL_STORAGE_KEYS) as (keyof PanelSettings)[]) {
    storage.setItem(PANEL_STORAGE_KEYS[key], settings[key]);
  }
}
