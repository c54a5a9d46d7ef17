/**
 * Server renders only (docs/architecture.md, "Server rendering"): a screen asks for its data while it renders, so
 * a page is rendered in rounds, each from what the store holds when it starts, until a round has seen every
 * answer. A round is not final merely because nothing runs when it ends: an answer may have arrived while it
 * rendered (a remote loaded for the first time keeps a round waiting), after a part of the page that needed it was
 * already written without it. The round is final only when the store's queries did not change during it.
 */
import { publicApi } from '@vitrin/shared-libs/api/publicApi';
import type { PublicStore } from '@vitrin/shared-libs/store/publicStore';

/** A page whose screens ask for more data after the first answers arrive takes a few rounds. */
export const MAX_ROUNDS = 5;

/** Renders with `renderOnce` until a round changed nothing in the store's queries; returns that round's markup. */
export async function renderInRounds(
  store: PublicStore,
  renderOnce: () => Promise<string>,
  label: string,
  maxRounds = MAX_ROUNDS,
): Promise<string> {
  for (let round = 1; ; round += 1) {
    const before = store.getState().publicApi.queries;
    const html = await renderOnce();
    // The repeats of failed queries never run (keepSettledErrors keeps them failed); the rest are awaited.
    const { queries } = store.getState().publicApi;
    const running = store
      .dispatch(publicApi.util.getRunningQueriesThunk())
      .filter((query) => queries[query.queryCacheKey]?.status !== 'rejected');
    await Promise.all(running);
    if (store.getState().publicApi.queries === before) return html;
    if (round === maxRounds) throw new Error(`${label}: still fetching after ${maxRounds} rounds`);
  }
}
