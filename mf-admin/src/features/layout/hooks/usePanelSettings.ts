import { useCallback, useState } from 'react';
import { readPanelSettings, writePanelSettings, type PanelSettings } from '../utils/panelSettings';
import { initialSidemenu, toggleSidemenu } from '../utils/sidebar';

/** The panel's settings, restored from local storage on load and saved on every change. */
export function usePanelSettings() {
  const [settings, setSettings] = useState<PanelSettings>(() => {
    const stored = readPanelSettings();
    return { ...stored, sidemenu: initialSidemenu(window.innerWidth, stored.sidemenu) };
  });

  const change = useCallback(<K extends keyof PanelSettings>(key: K, value: PanelSettings[K]) => {
    setSettings((current) => {
      const next = { ...current, [key]: value };
      writePanelSettings(next);
      return next;
    });
  }, []);

  // The toggle changes what is shown now; only the settings panel's choice of layout is remembered.
  const toggleMenu = useCallback(() => {
    setSettings((current) => ({ ...current, sidemenu: toggleSidemenu(current.sidemenu, window.innerWidth) }));
  }, []);

  const closeMenu = useCallback(() => {
    setSettings((current) => (current.sidemenu === 'closed' ? current : { ...current, sidemenu: 'closed' }));
  }, []);

  return { settings, change, toggleMenu, closeMenu };
}
