import type { RoleGroup } from '@vitrin/shared-libs/types/api';

export const SUPER_ADMIN: RoleGroup = 'Süper Yönetici';
export const EDITOR: RoleGroup = 'Editör';
export const OPERATOR: RoleGroup = 'Operatör';

export const ROLE_GROUPS: readonly RoleGroup[] = [SUPER_ADMIN, EDITOR, OPERATOR];

/**
 * Who may open each admin area besides Süper Yönetici, who may open everything (DOMAIN.md "Staff").
 * Route modules pass these to requireRole(); an empty list means Süper Yönetici only.
 */
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
  /** Reading the list of languages: every role that edits per-language fields needs it for its forms. */
  languageList: [EDITOR],
} as const satisfies Record<string, readonly RoleGroup[]>;
