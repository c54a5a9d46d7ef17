/**
 * What every front end imports as `@reduxjs/toolkit` (webpack resolves the bare name here; see federation.cjs,
 * SLIM_ENTRIES). A shared module is built whole; this entry names only what the site and RTK Query (which imports
 * `@reduxjs/toolkit` itself) use, so the shared chunk leaves out the listener and dynamic middlewares, the entity
 * adapter and the rest.
 *
 * A name missing here is undefined at run time: shared-libs/test/slimEntries.test.ts fails when any source, or
 * RTK Query's own files, import one that is not listed. Add it to the list below.
 */
export {
  combineReducers,
  combineSlices,
  configureStore,
  createAction,
  createAsyncThunk,
  createNextState,
  createSelector,
  createSlice,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
  SHOULD_AUTOBATCH,
} from 'redux-toolkit-modern';
