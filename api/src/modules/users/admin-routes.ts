/**
 * Staff accounts (Süper Yönetici only): GET/POST /api/admin/users, GET/PUT /api/admin/users/{id},
 * PUT …/{id}/deactivate and …/{id}/activate, PUT …/{id}/password; GET /api/admin/role/groups.
 * The last active Süper Yönetici can be neither deactivated nor demoted.
 */
import { httpError, ok, ValidationFailed } from '../../lib/http';
import { pageQuery, sortQuery } from '../../lib/paging';
import { idParams, type RoutePlugin } from '../../lib/routes';
import { validate } from '../../lib/validation';
import { passwordResetSchema, userCreateSchema, userUpdateSchema } from '@vitrin/shared-libs/validation/staff';
import { AREA_ROLES, ROLE_GROUPS, SUPER_ADMIN } from '../auth/roles';
import { revokeUserSessions } from '../auth/repo';
import { hashPassword } from '../auth/tokens';
import { audited, createdId } from '../../lib/audit/record';
import { countActiveSuperAdmins, createUser, findUser, findUserByEmail, listUsers, updateUser } from './repo';
import { FAILED } from '@vitrin/shared-libs/validation/messages';
import { roleGroupSchema } from '@vitrin/shared-libs/schemas/api';
import { staffUserSchema } from '@vitrin/shared-libs/schemas/staff';
import { arrayOf, envelope, object, paged } from '@vitrin/shared-libs/schemas/wire';

const tags = ['admin', 'users'];
const userBody = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    email: { type: 'string' },
    role_group: { type: 'string', description: ROLE_GROUPS.join(' | ') },
    password: { type: 'string' },
  },
} as const;
/** Every route but the list answers with the account as it is after the change. */
const userResponse = envelope(staffUserSchema);
const LAST_SUPER_ADMIN = 'Sistemde en az bir aktif Süper Yönetici kalmalıdır!';
const OWN_ACCOUNT = 'Kendi hesabınızı pasif yapamazsınız!';

export const userAdminRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.users));

  const existing = async (id: number) => {
    const user = await findUser(app.db, id);
    if (!user) throw httpError(404, 'Kullanıcı bulunamadı');
    return user;
  };
  const emailFree = async (email: string, id?: number) => {
    const other = await findUserByEmail(app.db, email);
    if (other && other.id !== id) throw new ValidationFailed({ email: 'Bu E-Mail Adresi Kullanılıyor' }, FAILED);
  };

  app.get(
    '/role/groups',
    {
      schema: {
        tags,
        summary: 'The role groups a user can have (list in data.data)',
        response: envelope(object({ data: arrayOf(roleGroupSchema) })),
      },
    },
    async () => ok({ data: [...ROLE_GROUPS] }),
  );

  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Paged staff accounts, by name unless sorted, with a role and an active filter',
        querystring: {
          type: 'object',
          properties: {
            ...pageQuery,
            ...sortQuery('users'),
            role_group: { type: 'string', enum: [...ROLE_GROUPS, ''], default: '' },
            is_active: { type: 'string', enum: ['0', '1', ''], default: '' },
          },
        },
        response: envelope(paged(staffUserSchema)),
      },
    },
    async (request) => {
      const { page, per_page: perPage, ...filters } = request.query;
      return ok(await listUsers(app.db, { page, perPage, ...filters }));
    },
  );

  app.get(
    '/users/:id',
    { schema: { tags, summary: 'One staff account', params: idParams, response: userResponse } },
    async (request) => ok(await existing(request.params.id)),
  );

  app.post(
    '/users',
    { schema: { tags, summary: 'Creates a staff account', body: userBody, response: userResponse } },
    async (request) => {
      const input = await validate(userCreateSchema, request.body, FAILED);
      await emailFree(input.email);
      const password_hash = await hashPassword(input.password);
      const id = await audited(app.db, request, { entity: 'user', action: 'create', idOf: createdId }, (trx) =>
        createUser(trx, { name: input.name, email: input.email, role_group: input.role_group, password_hash }),
      );
      return ok(await existing(id), 'Başarılı');
    },
  );

  app.put(
    '/users/:id',
    {
      schema: {
        tags,
        summary: "Updates a staff account's name, e-mail and role group",
        params: idParams,
        body: userBody,
        response: userResponse,
      },
    },
    async (request) => {
      const user = await existing(request.params.id);
      const input = await validate(userUpdateSchema, request.body, FAILED);
      await emailFree(input.email, user.id);
      if (
        user.role_group === SUPER_ADMIN &&
        input.role_group !== SUPER_ADMIN &&
        user.is_active &&
        (await countActiveSuperAdmins(app.db)) <= 1
      ) {
        throw new ValidationFailed({ role_group: LAST_SUPER_ADMIN }, LAST_SUPER_ADMIN);
      }
      await audited(app.db, request, { entity: 'user', action: 'update', id: user.id }, async (trx) => {
        await updateUser(trx, user.id, { name: input.name, email: input.email, role_group: input.role_group });
        // A new role group takes effect at once: the user signs in again with it.
        if (input.role_group !== user.role_group) await revokeUserSessions(trx, user.id);
      });
      return ok(await existing(user.id), 'Güncellendi');
    },
  );

  app.put(
    '/users/:id/deactivate',
    { schema: { tags, summary: 'Deactivates a staff account and ends its sessions', params: idParams, response: userResponse } },
    async (request) => {
      const user = await existing(request.params.id);
      // Signing oneself out for good is never what was meant: another Süper Yönetici can do it.
      if (user.id === request.user?.id) throw new ValidationFailed({ id: OWN_ACCOUNT }, OWN_ACCOUNT);
      if (user.role_group === SUPER_ADMIN && user.is_active && (await countActiveSuperAdmins(app.db)) <= 1) {
        throw new ValidationFailed({ id: LAST_SUPER_ADMIN }, LAST_SUPER_ADMIN);
      }
      await audited(app.db, request, { entity: 'user', action: 'deactivate', id: user.id }, async (trx) => {
        await updateUser(trx, user.id, { is_active: 0 });
        await revokeUserSessions(trx, user.id);
      });
      return ok(await existing(user.id), 'Güncellendi');
    },
  );

  app.put(
    '/users/:id/activate',
    { schema: { tags, summary: 'Activates a staff account again', params: idParams, response: userResponse } },
    async (request) => {
      const user = await existing(request.params.id);
      await audited(app.db, request, { entity: 'user', action: 'activate', id: user.id }, (trx) =>
        updateUser(trx, user.id, { is_active: 1 }),
      );
      return ok(await existing(user.id), 'Güncellendi');
    },
  );

  app.put(
    '/users/:id/password',
    {
      schema: {
        tags,
        summary: 'Sets a new password for a staff account and ends its sessions',
        params: idParams,
        body: { type: 'object', properties: { password: { type: 'string' } } },
        response: userResponse,
      },
    },
    async (request) => {
      const user = await existing(request.params.id);
      const { password } = await validate(passwordResetSchema, request.body, FAILED);
      const password_hash = await hashPassword(password);
      await audited(app.db, request, { entity: 'user', action: 'password', id: user.id }, async (trx) => {
        await updateUser(trx, user.id, { password_hash });
        await revokeUserSessions(trx, user.id);
      });
      return ok(await existing(user.id), 'Güncellendi');
    },
  );
};
