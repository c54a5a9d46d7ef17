/**
 * The login screen's and admin panel's store (login and admin share the admin store).
 * Holds the session; remotes inject further slices into `adminReducer` and augment `AdminLazySlices`.
 */
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { adminApi } from '@vitrin/shared-libs/api/adminApi';
import { sessionSlice } from '@vitrin/shared-libs/session/sessionSlice';
import { writeSession } from '@vitrin/shared-libs/session/tokenStorage';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AdminLazySlices {}

export const adminReducer = combineSlices(adminApi, sessionSlice).withLazyLoadedSlices<AdminLazySlices>();

export type AdminState = ReturnType<typeof adminReducer>;

export function setupAdminStore(preloadedState?: Partial<AdminState>) {
  const store = configureStore({
    reducer: adminReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(adminApi.middleware),
  });
  // Local storage mirrors the session slice, so a reload and other tabs see the same session.
  let previous = store.getState().session;
  store.subscribe(() => {
    const { session } = store.getState();
    if (session !== previous) {
      previous = session;
      writeSession(session);
    }
  });
  return store;
}

export type AdminStore = ReturnType<typeof setupAdminStore>;
export type AdminDispatch = AdminStore['dispatch'];

export const adminStore: AdminStore = setupAdminStore();
