import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { unwrapData } from '@vitrin/shared-libs/api/baseQuery';

/**
 * A login lock or slowed-down account, as GET /api/admin/login-locks lists it (docs/security.md, "Sign-in and
 * sessions").
 */
export interface LoginLock {
  key: string;
  kind: 'address' | 'account_address' | 'account';
  email: string | null;
  address: string | null;
  failures: number;
  /** Seconds until the lock (or slow-down) ends by itself. */
  retry_after: number;
  /** An account's current wait per attempt; null for locks. */
  delay_ms: number | null;
}

const loginLocksApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    loginLocks: build.query<LoginLock[], void>({
      query: () => ({ url: '/api/admin/login-locks' }),
      transformResponse: unwrapData<LoginLock[]>,
    }),
    liftLoginLock: build.mutation<unknown, string>({
      query: (key) => ({ url: '/api/admin/login-locks/lift', method: 'POST', data: { key } }),
    }),
  }),
});

export const { useLoginLocksQuery, useLiftLoginLockMutation } = loginLocksApi;
