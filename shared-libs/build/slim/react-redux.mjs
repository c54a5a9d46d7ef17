/**
 * What every front end imports as `react-redux` (webpack resolves the bare name here; see federation.cjs,
 * SLIM_ENTRIES). A shared module is built whole; this entry names only the hooks and the Provider the site and RTK
 * Query's React hooks use, so the shared chunk leaves out connect() and its selector factories.
 *
 * A name missing here is undefined at run time: shared-libs/test/slimEntries.test.ts fails when any source, or
 * RTK Query's own files, import one that is not listed. Add it to the list below.
 */
export { batch, Provider, ReactReduxContext, shallowEqual, useDispatch, useSelector, useStore } from 'react-redux-esm';
