/**
 * The public site's store (the public website has its own store). One instance per page, shared
 * by every remote as a federation singleton; remotes add their slices with `slice.injectInto(publicReducer)`
 * and declare them by augmenting `PublicLazySlices`.
 */
import { combineSlices, configureStore, type Middleware } from '@reduxjs/toolkit';
import { publicApi } from '@vitrin/shared-libs/api/publicApi';
import type { StoreExtra } from '@vitrin/shared-libs/api/transport';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PublicLazySlices {}

export const publicReducer = combineSlices(publicApi).withLazyLoadedSlices<PublicLazySlices>();

export type PublicState = ReturnType<typeof publicReducer>;

/**
 * A store; the server builds one per render, with the transport its queries read through and the middleware a
 * render needs (shell/src/server.tsx).
 */
export function setupPublicStore(
  preloadedState?: Partial<PublicState>,
  extra: StoreExtra = {},
  serverMiddleware: Middleware<object, PublicState> = () => (next) => (action) => next(action),
) {
  return configureStore({
    reducer: publicReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(serverMiddleware)
        .concat(publicApi.middleware),
  });
}

export type PublicStore = ReturnType<typeof setupPublicStore>;
export type PublicDispatch = PublicStore['dispatch'];

export const publicStore: PublicStore = setupPublicStore();
