/**
 * Where the two staff areas of the site begin (docs/architecture.md, "Registries"): the login and the panel. The
 * route registries take these (publicRoutes.ts the login's route, adminRoutes.ts the panel's base and start); the
 * shell's staff rules and the login's return address read them here, without loading either table.
 */

/** The login screen's route. */
export const LOGIN_PATH = '/giris-yap';

/** Where the panel lives. */
export const ADMIN_BASE = '/admin';

/** The panel's start screen, under ADMIN_BASE. */
export const ADMIN_HOME = 'dashboard';

/** Whether `pathname` is `base` or lies under it (`/giris-yap/sifremi-unuttum` under `/giris-yap`). */
export const isUnder = (pathname: string, base: string): boolean =>
  pathname === base || pathname.startsWith(`${base}/`) || pathname.startsWith(`${base}?`);
