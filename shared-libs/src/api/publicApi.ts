/** The public store's empty api slice: features inject their endpoints (RTK Query code splitting). */
import { createAction, type Action } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from '@vitrin/shared-libs/api/baseQuery';

/** Puts a server render's fetched answers into the browser's store before it hydrates. */
export const hydratePublicState = createAction<Record<string, unknown>>('vitrin/hydratePublic');

const isHydrate = (action: Action): action is ReturnType<typeof hydratePublicState> => hydratePublicState.match(action);

// On the server a query hook starts its request while rendering (there are no effects there): the render is
// repeated until no request is running (shell/src/server.tsx).
const createPublicApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

export const publicApi = createPublicApi({
  reducerPath: 'publicApi',
  baseQuery: axiosBaseQuery,
  extractRehydrationInfo(action, { reducerPath }) {
    if (isHydrate(action)) return action.payload[reducerPath] as never;
    return undefined;
  },
  tagTypes: [
    'Language',
    'StaticTexts',
    'Content',
    'Category',
    'Product',
    'PageMeta',
    'ContactInfo',
    'SocialMedia',
    'Contract',
    'Media',
  ],
  endpoints: () => ({}),
});

interface QueryEntry {
  endpointName?: string;
  status?: string;
}

/**
 * Whether a product search is on its way: a search form sends nothing while one runs (the spec's "product search
 * is skipped while a search is already in progress"), whichever form started it.
 */
export const selectProductSearchInProgress = (state: { publicApi?: { queries?: Record<string, QueryEntry | undefined> } }) =>
  Object.values(state.publicApi?.queries ?? {}).some(
    (entry) => entry?.endpointName === 'searchProducts' && entry.status === 'pending',
  );
