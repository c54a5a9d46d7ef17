import fp from 'fastify-plugin';
import type { Db } from '../../db/connection';
import { SUPER_ADMIN } from '../auth/roles';
import { generatePassword, hashPassword } from '../auth/tokens';
import { countUsers, createUser } from './repo';

/**
 * No account with a known password ships: when no user exists, the first Süper Yönetici is created from
 * ADMIN_EMAIL / ADMIN_PASSWORD, or with a generated password printed once (it is never stored in clear).
 */
export async function ensureFirstAdmin(
  db: Db,
  options: { email: string; password: string | null; print: (text: string) => void },
): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  const password = options.password ?? generatePassword();
  await createUser(db, {
    name: 'Site Yöneticisi',
    email: options.email,
    password_hash: await hashPassword(password),
    role_group: SUPER_ADMIN,
  });
  if (options.password === null) {
    const line = '='.repeat(72);
    options.print(
      [
        '',
        line,
        '  Vitrin: the first admin account (Süper Yönetici) has been created.',
        `  E-mail:   ${options.email}`,
        `  Password: ${password}`,
        '  Sign in at /giris-yap. This password is shown only this once; keep it safe.',
        line,
        '',
      ].join('\n') + '\n',
    );
  }
  return true;
}

export interface FirstAdminOptions {
  /** Where the generated admin password is printed (stdout unless a test says otherwise). */
  print?: (text: string) => void;
}

/** First start, after the seed (plugins/bootstrap.ts): the first Süper Yönetici when no user exists. */
export const firstAdminPlugin = fp<FirstAdminOptions>(
  async (app, options) => {
    const { config } = app;
    const created = await ensureFirstAdmin(app.db, {
      email: config.adminEmail,
      password: config.adminPassword,
      print: options.print ?? ((text) => process.stdout.write(text)),
    });
    if (created) app.log.info({ email: config.adminEmail }, 'first admin account created');
  },
  { name: 'first-admin', dependencies: ['db', 'bootstrap'] },
);
