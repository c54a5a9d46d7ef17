/**
 * Where the login sends a staff member (docs/architecture.md, "The staff session"): back to the admin address they
 * opened (a link in a staff mail, say) when the panel sent them to the login, else to the panel's start. Only an
 * address inside the panel is followed: a `next` pointing anywhere else (another site, `//host`) is ignored.
 */
import { ADMIN_BASE as PANEL, ADMIN_HOME, isUnder, LOGIN_PATH } from '@vitrin/shared-libs/registry/siteAreas';

/** A path of the panel (with its query), and nothing that could leave this site. */
export function isPanelPath(path: string): boolean {
  const controlCharacter = [...path].some((character) => character.charCodeAt(0) < 0x20);
  const [pathname = ''] = path.split('?');
  return isUnder(pathname, PANEL) && !path.includes('\\') && !path.startsWith('//') && !controlCharacter;
}

/** The login's address for a visitor the panel turned away at `from` (path and query). */
export function loginPathFor(from: string): string {
  const login = LOGIN_PATH;
  if (!isPanelPath(from) || from === PANEL || from === `${PANEL}/${ADMIN_HOME}`) return login;
  return `${login}?next=${encodeURIComponent(from)}`;
}

/** Where a successful login goes, from the login page's query. */
export function afterLoginPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && isPanelPath(next) ? next : PANEL;
}
