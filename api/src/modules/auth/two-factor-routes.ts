/**
 * Two-factor sign-in's routes (two-factor.ts; docs/security.md "Sign-in and sessions"):
 * - the sign-in's second step, with the challenge POST /api/auth/login gave: POST /api/auth/two-factor (a code or
 *   a recovery code), and, for an account that must set it up first, POST /api/auth/two-factor/setup and
 *   …/setup/confirm — each wrong code counted by the login throttle, as a wrong password is;
 * - the signed-in staff member's own: GET /api/admin/profile/two-factor, POST …/setup and …/confirm;
 * - the Süper Yönetici's: GET/PUT /api/admin/two-factor-policy (required for every account) and
 *   DELETE /api/admin/users/{id}/two-factor (a lost phone), audited.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse } from '@vitrin/shared-libs/types/api';
import type { TwoFactorPolicy, TwoFactorStatus } from '@vitrin/shared-libs/types/security';
import {
  recoveryCodesSchema,
  totpSetupSchema,
  twoFactorPolicySchema,
  twoFactorStatusSchema,
} from '@vitrin/shared-libs/schemas/security';
import { staffUserSchema } from '@vitrin/shared-libs/schemas/staff';
import { envelope } from '@vitrin/shared-libs/schemas/wire';
import { FAILED, REQUIRED } from '@vitrin/shared-libs/validation/messages';
import {
  challengeCodeSchema,
  challengeSchema,
  TWO_FACTOR_MESSAGES,
  twoFactorCodeSchema,
} from '@vitrin/shared-libs/validation/twoFactor';
import { boolean, object } from 'yup';
import { inTransaction, type Db } from '../../db/connection';
import { fail, httpError, ok, ValidationFailed } from '../../lib/http';
import { idParams, type RoutePlugin } from '../../lib/routes';
import { validate } from '../../lib/validation';
import { audited, recordAudit } from '../../lib/audit/record';
import { keyValueSnapshot } from '../../lib/audit/snapshots';
import { writeSettings } from '../site-settings/repo';
import { findUser } from '../users/repo';
import { AREA_ROLES } from './roles';
import { currentUserOf, openSession } from './service';
import { counted, sessionInput, signInResponse, startAttempt } from './sign-in-routes';
import {
  type ChallengePurpose,
  clearSecondFactor,
  confirmPendingSecret,
  findChallenge,
  newTotpSetup,
  REQUIRED_SETTING,
  twoFactorRequired,
  unusedRecoveryCodes,
  useChallenge,
  verifySecondFactor,
} from './two-factor';

const codeBody = { type: 'object', properties: { code: { type: 'string' } } } as const;
const challengeBody = { type: 'object', properties: { challenge: { type: 'string' } } } as const;
const challengeCodeBody = {
  type: 'object',
  properties: { challenge: { type: 'string' }, code: { type: 'string' } },
} as const;

/** A pending secret for the user, stored encrypted; what the setup screen shows of it. */
async function startSetup(db: Db, cookieSecret: string, issuer: string, user: { id: number; email: string }) {
  const { stored, setup } = await newTotpSetup(cookieSecret, user.email, issuer);
  await db.updateTable('users').set({ totp_pending_secret: stored }).where('id', '=', user.id).execute();
  return setup;
}

/** POST /api/auth/two-factor, …/setup and …/setup/confirm: the sign-in's second step. */
export const twoFactorSignInRoutes: RoutePlugin = async (app) => {
  const challenge = async (token: string, purpose: ChallengePurpose) => {
    const found = await findChallenge(app.db, token, purpose);
    if (!found) throw httpError(401, TWO_FACTOR_MESSAGES.expired);
    return found;
  };

  /**
   * A code against a challenge, as a counted attempt of the challenge's account: `check` runs in the sign-in's
   * transaction; when it passes, the challenge is used up, a session opens and the sign-in is recorded.
   */
  const secondStep = async (
    request: FastifyRequest,
    reply: FastifyReply,
    purpose: ChallengePurpose,
    check: (trx: Db, userId: number, code: string) => Promise<string[] | boolean | null>,
  ): Promise<LoginResponse> => {
    const body = await validate(challengeCodeSchema, request.body, FAILED);
    const found = await challenge(body.challenge, purpose);
    const attempt = await startAttempt(app, request, reply, found.email);
    const outcome = await counted(attempt, () =>
      inTransaction(app.db, async (trx) => {
        const user = await trx.selectFrom('users').selectAll().where('id', '=', found.userId).executeTakeFirstOrThrow();
        const passed = await check(trx, user.id, body.code);
        if (!passed) {
          await recordAudit(trx, request, {
            action: 'sign_in_failed',
            entity: 'user',
            entityId: user.id,
            actor: { id: null, name: null, email: user.email },
          });
          return null;
        }
        if (!(await useChallenge(trx, found.id))) throw httpError(401, TWO_FACTOR_MESSAGES.expired);
        const token = await openSession(trx, user.id, sessionInput(app, request));
        await recordAudit(trx, request, { action: 'sign_in', entity: 'user', entityId: user.id, actor: user });
        return { user: currentUserOf(user), token, recoveryCodes: Array.isArray(passed) ? passed : null };
      }),
    );
    if (!outcome) {
      request.log.info({ email: found.email }, 'second factor failed');
      return fail(TWO_FACTOR_MESSAGES.wrong);
    }
    await attempt.succeeded();
    return {
      ...ok(outcome.user, 'Giriş Yapıldı!'),
      token: outcome.token,
      expires_in: app.config.tokenTtlSeconds,
      ...(outcome.recoveryCodes ? { recovery_codes: outcome.recoveryCodes } : {}),
    };
  };

  app.post(
    '/two-factor',
    {
      schema: {
        tags: ['auth'],
        summary: "The sign-in's second step: the authenticator app's code or a recovery code (each used once)",
        description: 'A wrong code is a 200 `fail()`, counted by the login throttle; an expired or used challenge is a 401.',
        body: challengeCodeBody,
        response: signInResponse,
      },
    },
    (request, reply) =>
      secondStep(request, reply, 'verify', (trx, userId, code) => verifySecondFactor(trx, app.config.cookieSecret, userId, code)),
  );

  app.post(
    '/two-factor/setup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Two-factor sign-in is required and not set up yet: a new secret, as text and as a QR code',
        body: challengeBody,
        response: envelope(totpSetupSchema),
      },
    },
    async (request) => {
      const body = await validate(challengeSchema, request.body, FAILED);
      const found = await challenge(body.challenge, 'setup');
      const setup = await startSetup(app.db, app.config.cookieSecret, app.config.brand.companyName, {
        id: found.userId,
        email: found.email,
      });
      return ok(setup);
    },
  );

  app.post(
    '/two-factor/setup/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: "Confirms the new secret with the app's first code: signs in and returns the ten recovery codes, once",
        body: challengeCodeBody,
        response: signInResponse,
      },
    },
    (request, reply) =>
      secondStep(request, reply, 'setup', async (trx, userId, code) => {
        const codes = await confirmPendingSecret(trx, app.config.cookieSecret, userId, code);
        if (codes)
          await recordAudit(trx, request, {
            action: 'two_factor_on',
            entity: 'user',
            entityId: userId,
            actor: { id: userId, name: null, email: null },
          });
        return codes;
      }),
  );
};

/** GET /api/admin/profile/two-factor, POST …/setup, …/confirm: the signed-in staff member's own. */
export const twoFactorProfileRoutes: RoutePlugin = async (app) => {
  const statusOf = async (userId: number): Promise<TwoFactorStatus> => {
    const user = await app.db.selectFrom('users').select(['totp_enabled_at']).where('id', '=', userId).executeTakeFirstOrThrow();
    return {
      enabled: user.totp_enabled_at !== null,
      enabled_at: user.totp_enabled_at,
      recovery_codes_left: user.totp_enabled_at ? await unusedRecoveryCodes(app.db, userId) : 0,
      required: await twoFactorRequired(app.db),
    };
  };

  app.get(
    '/profile/two-factor',
    { schema: { tags: ['auth'], summary: 'Whether two-factor sign-in is on for me', response: envelope(twoFactorStatusSchema) } },
    async (request) => ok(await statusOf(request.user!.id)),
  );

  app.post(
    '/profile/two-factor/setup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Starts setting up two-factor sign-in: a new secret, as text and as a QR code (shown this once)',
        response: envelope(totpSetupSchema),
      },
    },
    async (request) => {
      const user = request.user!;
      if ((await statusOf(user.id)).enabled) throw httpError(409, 'İki adımlı doğrulama zaten açık');
      return ok(await startSetup(app.db, app.config.cookieSecret, app.config.brand.companyName, user));
    },
  );

  app.post(
    '/profile/two-factor/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: "Turns two-factor sign-in on with the app's first code; returns the ten recovery codes, once",
        body: codeBody,
        response: envelope(recoveryCodesSchema),
      },
    },
    async (request) => {
      const { code } = await validate(twoFactorCodeSchema, request.body, FAILED);
      const user = request.user!;
      // A wrong code throws inside the transaction: nothing written, no record.
      const codes = await audited(app.db, request, { entity: 'user', action: 'two_factor_on', id: user.id }, async (trx) => {
        const made = await confirmPendingSecret(trx, app.config.cookieSecret, user.id, code);
        if (!made) throw new ValidationFailed({ code: TWO_FACTOR_MESSAGES.wrong }, TWO_FACTOR_MESSAGES.wrong);
        return made;
      });
      return ok({ recovery_codes: codes }, 'İki adımlı doğrulama açıldı');
    },
  );
};

const policySchema = object({ required: boolean().required(REQUIRED) });

/** GET/PUT /api/admin/two-factor-policy and DELETE /api/admin/users/{id}/two-factor (Süper Yönetici). */
export const twoFactorAdminRoutes: RoutePlugin = async (app) => {
  app.addHook('onRequest', app.requireRole(...AREA_ROLES.users));
  const tags = ['admin', 'users'];

  app.get(
    '/two-factor-policy',
    {
      schema: {
        tags,
        summary: 'Whether every staff account must sign in with two factors',
        response: envelope(twoFactorPolicySchema),
      },
    },
    async (): Promise<ReturnType<typeof ok<TwoFactorPolicy>>> => ok({ required: await twoFactorRequired(app.db) }),
  );

  app.put(
    '/two-factor-policy',
    {
      schema: {
        tags,
        summary:
          'Requires (or stops requiring) two-factor sign-in of every staff account; those without it set it up at their next sign-in',
        body: { type: 'object', properties: { required: { type: 'boolean' } } },
        response: envelope(twoFactorPolicySchema),
      },
    },
    async (request) => {
      const { required } = await validate(policySchema, request.body, FAILED);
      const snapshot = keyValueSnapshot('site_settings', (key) => key === REQUIRED_SETTING);
      await audited(app.db, request, { entity: 'site_settings', action: 'update', snapshot }, (trx) =>
        writeSettings(trx, { [REQUIRED_SETTING]: required ? '1' : '0' }),
      );
      return ok({ required }, 'Güncellendi');
    },
  );

  app.delete(
    '/users/:id/two-factor',
    {
      schema: {
        tags,
        summary: "Resets a staff member's second factor (a lost phone): they set it up again, audited",
        params: idParams,
        response: envelope(staffUserSchema),
      },
    },
    async (request) => {
      const user = await findUser(app.db, request.params.id);
      if (!user) throw httpError(404, 'Kullanıcı bulunamadı');
      await audited(app.db, request, { entity: 'user', action: 'two_factor_reset', id: user.id }, (trx) =>
        clearSecondFactor(trx, user.id),
      );
      return ok((await findUser(app.db, user.id))!, 'İki adımlı doğrulama sıfırlandı');
    },
  );
};
