/**
 * Server renders only (docs/architecture.md, "Server rendering"): a render is repeated until no request runs,
 * and each round mounts its screens afresh, so a query that failed would be asked again (and show as loading)
 * on every round. This middleware keeps a failed query failed for the rest of the render: the screen shows its
 * error state (a 404 becomes the not-found page) and the render ends.
 */
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';

interface QueryPending extends UnknownAction {
  meta: { arg: { queryCacheKey: string } };
}

const isQueryPending = (reducerPath: string, action: unknown): action is QueryPending =>
  typeof action === 'object' &&
  action !== null &&
  (action as UnknownAction).type === `${reducerPath}/executeQuery/pending` &&
  typeof (action as QueryPending).meta?.arg?.queryCacheKey === 'string';

export function keepSettledErrors(reducerPath: string): Middleware {
  return (store) => (next) => (action) => {
    if (isQueryPending(reducerPath, action)) {
      const state = store.getState() as Record<string, { queries: Record<string, { status?: string } | undefined> }>;
      if (state[reducerPath]?.queries[action.meta.arg.queryCacheKey]?.status === 'rejected') return action;
    }
    return next(action);
  };
}
