/**
 * A 10,000-row import beside live traffic (docs/decisions.md, "Imports off the event loop"), on a listening server
 * and both engines: the import runs in a worker thread, so `/healthz` and a product page keep answering within
 * 200 ms the whole time. (Before, a 10,000-row CSV held every other request for 2.3–5.3 s, and an XLSX for 64 s.)
 *
 * Requests go back to back from the moment the upload starts until the import's answer comes, and each is timed.
 * The machine the tests run on is shared (2 cores, other jobs' browsers and builds): a request can wait for a CPU
 * for hundreds of milliseconds with no import at all. That wait is the kernel's, not the event loop's, and the kernel
 * counts it per thread (/proc/thread-self/schedstat, Linux): it is taken off each request's time, and only that. A
 * loop held by work (the import parsing on it) or asleep on a lock (a database write the import holds) still counts
 * in full. The probes ask for no compression, so their answers never wait on the libuv thread pool, which the same
 * load starves. The raw and the corrected slowest times are printed.
 */
import { readFileSync } from 'node:fs';
import { buildLoggedInApp, describeEngines, type TestApp } from './helpers';
import { client, createCategory, createProduct } from './catalogue-fixtures';
import { catalogueCsv } from './catalogue-csv';

jest.setTimeout(300_000);

const ROWS = 10_000;
const WITHIN_MS = 200;

/** How long this thread has waited for a CPU so far (ms), or 0 where the kernel does not say. */
function waitedForCpuMs(): number {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return 0;
  }
}

describeEngines('a 10,000-row import beside live traffic (%s)', (engine) => {
  let t: TestApp & { bearer: string };
  let origin: string;
  let category: { id: number; seo_name: string };
  let productPage: string;

  beforeAll(async () => {
    t = await buildLoggedInApp({ engine });
    const api = client(t, t.bearer);
    category = await createCategory(api, 'air_springs', 'Truck Springs', 'Kamyon Körükleri');
    const product = await createProduct(api, { category_id: category.id, code: 'LIVE-1', name_en: 'Live spring' });
    productPage = `/product/${product.seo_name}`;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // A connection silent this long is closed (30 s in production): the import, which answers only when done and
    // takes longer than this here, must hold its own connection open.
    t.app.server.timeout = 2000;
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    origin = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => t.close());

  test(`/healthz and a product page answer within ${WITHIN_MS} ms while the import runs`, async () => {
    const file = catalogueCsv(['en', 'tr'], category.seo_name, ROWS, 'Canlı');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'catalogue.csv');
    let done = false;
    const importing = fetch(`${origin}/api/admin/products/import?section=air_springs&dry_run=0`, {
      method: 'POST',
      headers: t.headers(t.bearer),
      body: form,
    })
      .then(async (res) => ({ status: res.status, body: (await res.json()) as { data: { counts: Record<string, number> } } }))
      .finally(() => (done = true));

    const timings: { url: string; ms: number; held: number; status: number }[] = [];
    for (let i = 0; !done; i += 1) {
      const url = i % 2 === 0 ? '/healthz' : productPage;
      const waited = waitedForCpuMs();
      const started = performance.now();
      const res = await fetch(`${origin}${url}`, { headers: { 'accept-encoding': 'identity' } });
      await res.arrayBuffer();
      const ms = performance.now() - started;
      timings.push({ url, ms, held: ms - (waitedForCpuMs() - waited), status: res.status });
    }
    const imported = await importing;

    expect(imported.status).toBe(200);
    expect(imported.body.data.counts).toMatchObject({ new: ROWS, refused: 0 });
    const slowest = (key: 'ms' | 'held') => timings.reduce((a, b) => (b[key] > a[key] ? b : a));
    process.stdout.write(
      `import beside traffic (${engine}): ${timings.length} requests during the import; slowest ` +
        `${slowest('ms').ms.toFixed(1)} ms, ${slowest('held').held.toFixed(1)} ms without waiting for a CPU\n`,
    );
    // The import lasted long enough to be measured beside (at its fastest, several seconds).
    expect(timings.length).toBeGreaterThan(20);
    expect(timings.filter((timing) => timing.status !== 200)).toEqual([]);
    const held = slowest('held');
    expect({ url: held.url, within: held.held < WITHIN_MS }).toEqual({ url: held.url, within: true });
    const count = await t.app.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(ROWS + 1);
  });
});
