/**
 * The single-bundle build's stand-in for @vitrin/shared-libs/federation/remotes (bench/single/webpack.config.cjs
 * aliases it): the same ids, answered from the remotes' sources compiled into this one bundle. The public site's
 * root is part of the first bundle; the catalogue views are a lazy chunk, as mf_public's other screens are.
 * Staff areas are not part of this build.
 */
import * as publicApp from '../../mf-public/src/app/App';

const LOCAL: Record<string, () => Promise<unknown>> = {
  'mf_public/App': () => Promise.resolve(publicApp),
  'mf_catalogue/public': () => import('../../mf-catalogue/src/public'),
};

export async function loadRemoteModule<T>(id: string): Promise<T> {
  const load = LOCAL[id];
  if (!load) throw new Error(`${id} is not part of the single-bundle build (public site only).`);
  return (await load()) as T;
}
