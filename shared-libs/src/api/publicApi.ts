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
