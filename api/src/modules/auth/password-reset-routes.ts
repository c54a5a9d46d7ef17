/**
 * "Şifremi Unuttum" (docs/security.md, "Password reset"): POST /api/auth/forgot-password mails a one-time link
 * (a random token, only its SHA-256 stored, RESET_TOKEN_MINUTES valid, single use) to a staff address; POST
 * /api/auth/reset-password sets the new password with it and ends every session of that user.
 *
 * The forgot answer never tells whether the address has an account: the same text, and the same time (the work
 * differs — a row and a mail for a known address — so every answer waits until ANSWER_FLOOR_MS has passed since
 * the request arrived). Both routes are throttled like the login (modules/auth/throttle.ts).
 */
import { resetLink } from '../mail/secrets';
import { recordAudit } from '../../lib/audit/record';
import { snapshotOf } from '../../lib/audit/snapshots';
import { inTransaction } from '../../db/connection';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordSchema,
  PASSWORD_CHANGED,
  RESET_LINK_INVALID,
  RESET_TOKEN_MINUTES,
  resetPasswordSchema,
} from '@vitrin/shared-libs/validation/mail';
import { noData } from '@vitrin/shared-libs/schemas/wire';
import { httpError, ok } from '../../lib/http';
import type { RoutePlugin } from '../../lib/routes';
import { nowIso } from '../../lib/time';
import { validate } from '../../lib/validation';
import { staffContext } from '../mail/compose';
import { storeWithMails } from '../mail/outbox';
import { renderMail } from '../mail/templates';
import { revokeUserSessions } from './repo';
import { hashPassword, hashToken, newToken } from './tokens';

/** Requests per address and per address asked for, in the window: enough for a person, not for a list. */
const MAX_PER_ADDRESS = 10;
const MAX_PER_ACCOUNT = 5;
/** Wrong or used links tried per address before 429 (as failed logins). */
const MAX_BAD_LINKS = 10;
/** Every forgot answer takes at least this long, known address or not. */
export const ANSWER_FLOOR_MS = 600;

const TOO_MANY = 'Çok Fazla İstek! Lütfen Daha Sonra Tekrar Deneyiniz.';
const body = (properties: string[]) => ({
  type: 'object',
  properties: Object.fromEntries(properties.map((name) => [name, { type: 'string' }])),
});

export const passwordResetRoutes: RoutePlugin = async (app) => {
  const requests = app.failureThrottle(MAX_PER_ADDRESS);
  const accounts = app.failureThrottle(MAX_PER_ACCOUNT);
  const badLinks = app.failureThrottle(MAX_BAD_LINKS);

  app.post(
    '/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mails a one-time password-reset link; the same answer whether or not the address has an account',
        description: `Per address ${MAX_PER_ADDRESS} requests and per e-mail ${MAX_PER_ACCOUNT} in 15 minutes, then 429.`,
        body: body(['email']),
        response: noData(),
      },
    },
    async (request, reply) => {
      const started = Date.now();
      const { email: raw } = await validate(forgotPasswordSchema, request.body, 'Girilen Bilgiler Geçersiz!');
      const email = raw.toLowerCase();
      // Every request counts (none is given back): it is not a failure that is limited but the asking.
      const byAddress = await requests.reserve(`reset-ip:${request.ip}`);
      const byAccount = byAddress.ok ? await accounts.reserve(`reset-account:${email}`) : byAddress;
      if (!byAddress.ok || !byAccount.ok) {
        const refused = !byAddress.ok ? byAddress : byAccount;
        reply.header('Retry-After', String(!refused.ok ? refused.retryAfterSeconds : 1));
        throw httpError(429, TOO_MANY);
      }

      const token = newToken();
      const tokenHash = hashToken(token);
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'name', 'email'])
        .where('email', '=', email)
        .where('is_active', '=', 1)
        .executeTakeFirst();
      if (user) {
        const ctx = await staffContext(app);
        const t = ctx.staff;
        const link = resetLink(ctx.origin, token);
        const mail = renderMail(
          t('mail.reset_subject'),
          [
            { type: 'paragraph', text: t('mail.greeting', { name: user.name }) },
            { type: 'paragraph', text: t('mail.reset_intro', { minutes: RESET_TOKEN_MINUTES }) },
            { type: 'link', label: t('mail.reset_button'), url: link },
            { type: 'small', text: t('mail.reset_ignore') },
          ],
          { lang: 'tr', color: ctx.color },
        );
        const now = Date.now();
        await storeWithMails(
          app.db,
          async (trx) => {
            await trx
              .insertInto('password_resets')
              .values({
                user_id: user.id,
                token_hash: tokenHash,
                expires_at: nowIso(now + RESET_TOKEN_MINUTES * 60_000),
                used_at: null,
                created_at: nowIso(now),
              })
              .execute();
            return user.id;
          },
          (id) => [{ ...mail, kind: 'password_reset', audience: 'staff', to: [user.email], recordId: id }],
        );
        app.mail.wake();
        request.log.info({ user: user.id }, 'password reset link mailed');
      } else {
        request.log.info('password reset asked for an address with no account');
      }
      const wait = ANSWER_FLOOR_MS - (Date.now() - started);
      if (wait > 0) await sleep(wait);
      return ok(null, FORGOT_PASSWORD_ANSWER);
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: "Sets a new password with a reset link's token (single use); ends every session of that user",
        description: `At most ${MAX_BAD_LINKS} wrong or used links per address in 15 minutes, then 429.`,
        body: body(['token', 'password', 'password_confirmation']),
        response: noData(),
      },
    },
    async (request, reply) => {
      const input = await validate(resetPasswordSchema, request.body, 'Girilen Bilgiler Geçersiz!');
      const key = `reset-link-ip:${request.ip}`;
      const reservation = await badLinks.reserve(key);
      if (!reservation.ok) {
        reply.header('Retry-After', String(reservation.retryAfterSeconds));
        throw httpError(429, TOO_MANY);
      }
      const passwordHash = await hashPassword(input.password);
      const now = nowIso();
      const userId = await inTransaction(app.db, async (trx) => {
        const found = await trx
          .selectFrom('password_resets')
          .innerJoin('users', 'users.id', 'password_resets.user_id')
          .select(['password_resets.id as id', 'users.id as userId'])
          .where('password_resets.token_hash', '=', hashToken(input.token))
          .where('password_resets.used_at', 'is', null)
          .where('password_resets.expires_at', '>', now)
          .where('users.is_active', '=', 1)
          .executeTakeFirst();
        if (!found) return null;
        // Single use, also for two requests at once: only the one that marks it goes on.
        const used = await trx
          .updateTable('password_resets')
          .set({ used_at: now })
          .where('id', '=', found.id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) return null;
        const account = snapshotOf('user');
        const before = await account(trx, found.userId);
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: now })
          .where('id', '=', found.userId)
          .execute();
        // The user's other links stop working too.
        await trx
          .updateTable('password_resets')
          .set({ used_at: now })
          .where('user_id', '=', found.userId)
          .where('used_at', 'is', null)
          .execute();
        await revokeUserSessions(trx, found.userId);
        const actor = { id: found.userId, name: String(before?.name ?? ''), email: String(before?.email ?? '') };
        const after = await account(trx, found.userId);
        await recordAudit(trx, request, {
          action: 'password_reset',
          entity: 'user',
          entityId: found.userId,
          actor,
          before,
          after,
        });
        return found.userId;
      });
      if (userId === null) throw httpError(400, RESET_LINK_INVALID);
      await badLinks.release(key);
      request.log.info({ user: userId }, 'password reset: every session ended');
      return ok(null, PASSWORD_CHANGED);
    },
  );
};
