/** Sidebar rules: the toggle's two states depend on the width; narrow screens start closed. */
import type { SidemenuLayout } from './panelSettings';

export const SIDEBAR_TOGGLE_BREAKPOINT = 780;
export const SIDEBAR_HIDDEN_BREAKPOINT = 1024;
export const MENU_SLIDE_MS = 300;
export const SETTINGS_PANEL_WIDTH = 270;

/** The layout on load: hidden at 1024 px or narrower, otherwise the stored choice. */
export function initialSidemenu(width: number, stored: SidemenuLayout): SidemenuLayout {
  return width <= SIDEBAR_HIDDEN_BREAKPOINT ? 'closed' : stored;
}

/** The toggle button: ≤ 780 px switches default/closed, wider switches default/icon-text. */
export function toggleSidemenu(current: SidemenuLayout, width: number): SidemenuLayout {
  const other: SidemenuLayout = width <= SIDEBAR_TOGGLE_BREAKPOINT ? 'closed' : 'icon-text';
  return current === 'default' ? other : 'default';
}
