/**
 * Who may open each admin area: the one table the API's requireRole() and the admin menu
 * both read, so the menu never shows what the server refuses. Süper Yönetici opens everything; an area's list
 * names the other role groups allowed in (an empty list: Süper Yönetici only).
 */
import type { RoleGroup } from '@vitrin/shared-libs/types/api';

export const SUPER_ADMIN: RoleGroup = 'Süper Yönetici';
export const EDITOR: RoleGroup = 'Editör';
export const OPERATOR: RoleGroup = 'Operatör';

export const ROLE_GROUPS: readonly RoleGroup[] = [SUPER_ADMIN, EDITOR, OPERATOR];

export const AREA_ROLES = {
  dashboard: [EDITOR, OPERATOR],
  content: [EDITOR],
  catalogue: [EDITOR],
  pageMeta: [EDITOR],
  media: [EDITOR],
  inbox: [OPERATOR],
  orders: [OPERATOR],
  support: [EDITOR, OPERATOR],
  settings: [],
  users: [],
  languages: [],
  /** Which release of each remote the site serves ("Sürümler"). */
  releases: [],
  /** Who receives which mail, and the mail log ("E-posta Ayarları", "E-posta Kayıtları"). */
  mail: [],
  /** Who changed what ("İşlem Kayıtları", the audit log). */
  auditLog: [],
  /** Reading the list of languages: every role that edits per-language fields needs it for its forms. */
  languageList: [EDITOR],
  /** Which records lack which translated texts (the translation report; docs/architecture.md "Translation status"). */
  translations: [EDITOR],
} as const satisfies Record<string, readonly RoleGroup[]>;

export type AdminArea = keyof typeof AREA_ROLES;

export function canOpenArea(role: RoleGroup | null | undefined, area: AdminArea): boolean {
  if (!role) return false;
  return role === SUPER_ADMIN || (AREA_ROLES[area] as readonly RoleGroup[]).includes(role);
}
