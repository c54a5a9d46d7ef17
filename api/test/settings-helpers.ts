import { hashPassword } from '../src/modules/auth/tokens';
import { createUser } from '../src/modules/users/repo';
import type { TestApp } from './helpers';

export const STAFF_PASSWORD = 'Staff-Pass-123';

/** Creates a staff member of the given role group and signs them in; returns the bearer token. */
export async function staffToken(t: TestApp, role_group: 'Editör' | 'Operatör', email: string): Promise<string> {
  const password_hash = await hashPassword(STAFF_PASSWORD);
  await createUser(t.app.db, { name: role_group, email, password_hash, role_group });
  return t.login(email, STAFF_PASSWORD);
}

/** inject() shorthand for an admin call with CSRF and bearer; `payload` goes as JSON. */
export function adminCall(t: TestApp, bearer: string) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: t.headers(bearer), ...(payload === undefined ? {} : { payload: payload as object }) });
}
