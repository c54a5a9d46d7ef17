/** The role groups and the area table live in shared-libs, so the admin menu reads the very same table. */
export { AREA_ROLES, EDITOR, OPERATOR, ROLE_GROUPS, SUPER_ADMIN } from '@vitrin/shared-libs/auth/areaRoles';
