/**
 * @jest-environment node
 */
import { categoriesApi } from '@vitrin/shared-libs/api/categoriesApi';
import { publicApi } from '@vitrin/shared-libs/api/publicApi';
import type { ApiTransport } from '@vitrin/shared-libs/api/transport';
import { renderInRounds } from '@vitrin/shared-libs/ssr/renderRounds';
import { setupPublicStore } from '@vitrin/shared-libs/store/publicStore';

const CATEGORIES = [{ id: 1, seo_name: 'bus-air-springs', section: 'air_springs', sub_categories: [] }];

/** Answers /api/pages/categories once `answer()` is called (at once when `held` is false), counting the requests. */
function heldTransport(held = true) {
  let requests = 0;
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  if (!held) answer();
  const transport: ApiTransport = {
    async request() {
      requests += 1;
      await answered;
      return { status: 200, data: { data: CATEGORIES } };
    },
  };
  return { transport, requests: () => requests, answer };
}

const select = categoriesApi.endpoints.categories.select();

const stores: ReturnType<typeof setupPublicStore>[] = [];
function storeWith(transport: ApiTransport) {
  const store = setupPublicStore(undefined, { transport });
  stores.push(store);
  return store;
}
// Ends each store's cache timers.
afterEach(() => stores.splice(0).forEach((store) => store.dispatch(publicApi.util.resetApiState())));

describe('a server render in rounds', () => {
  test('an answer that arrives while a round renders makes another round: the navbar written before it gets the data too', async () => {
    const { transport, requests, answer } = heldTransport();
    const store = storeWith(transport);
    // Like the navbar (written first) and a remote's screen (written after its first load, once the answer is in).
    const renderOnce = async () => {
      const navbar = select(store.getState()).data?.length ?? 0;
      const query = store.dispatch(categoriesApi.endpoints.categories.initiate());
      answer();
      await query;
      const page = select(store.getState()).data?.length ?? 0;
      return `navbar ${navbar}, page ${page}`;
    };
    await expect(renderInRounds(store, renderOnce, '/categories/air_springs')).resolves.toBe('navbar 1, page 1');
    expect(requests()).toBe(1);
  });

  test('a page whose data never settles fails after the last round, with the address in the error', async () => {
    const { transport } = heldTransport(false);
    const store = storeWith(transport);
    const renderOnce = async () => {
      await store.dispatch(categoriesApi.endpoints.categories.initiate(undefined, { forceRefetch: true }));
      return 'never the same';
    };
    await expect(renderInRounds(store, renderOnce, '/restless', 3)).rejects.toThrow('/restless: still fetching after 3 rounds');
  });
});
