/**
 * A 10,000-row import beside live traffic (docs/decisions.md, "Imports off the event loop"), on a listening server
 * and both engines: the import runs in a worker thread, so the API's own thread is never held by it — `/healthz` and
 * a product page keep being answered the whole time. (Before, a 10,000-row CSV held every other request for
 * 2.3–5.3 s, and an XLSX for 64 s.)
 *
 * What is asserted is what the code decides, not what the machine's load adds (docs/testing.md, "Speed is measured,
 * not asserted"): the event loop's turns are timed back to back during the whole import, and for each turn the time
 * this thread actually ran on a CPU is read from the kernel (/proc/thread-self/schedstat, nanoseconds). A turn held by
 * work — parsing, checking, writing on this thread — runs on the CPU all along; a turn that only waited for a CPU
 * (other jobs on a shared machine) did not. A garbage collection of the test process's heap is taken off the turn it
 * fell in (CI once saw a turn of 84.7 ms CPU on a 1.2 GB Jest worker): it is not the import's work. Fewer than ten turns
 * may run 50 ms of work, none 500 ms (see the assertion for why). The answer times are printed; their 200 ms aim
 * is measured on a quiet machine by `npm run bench:import`.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { PerformanceObserver } from 'node:perf_hooks';
import { buildLoggedInApp, describeEngines, type TestApp } from './helpers';
import { client, createCategory, createProduct } from './catalogue-fixtures';
import { catalogueCsv } from './catalogue-csv';

jest.setTimeout(300_000);

const ROWS = 10_000;
/** The longest the event loop may be held by this thread's own work at a time. */
const HOLD_MS = 50;
/** Fewer turns than this may pass HOLD_MS (the client's own renders on a loaded host; see the assertion). */
const MOST_HELD_TURNS = 10;

/** How long this thread has run on a CPU so far (ms); null where the kernel does not say (not Linux). */
function ranOnCpuMs(): number | null {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
}

/** The garbage collections of this thread while `body` runs: when each began and how long it took (ms). */
async function withCollections<T>(body: () => Promise<T>): Promise<{ result: T; collections: { start: number; ms: number }[] }> {
  const collections: { start: number; ms: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) collections.push({ start: entry.startTime, ms: entry.duration });
  });
  observer.observe({ entryTypes: ['gc'] });
  try {
    const result = await body();
    // The observer hears of the last collections a turn later.
    await new Promise((resolve) => setImmediate(resolve));
    return { result, collections };
  } finally {
    observer.disconnect();
  }
}

/**
 * Times the event loop's turns until `done()`: the longest turn, and the most CPU this thread used in one turn on
 * work of its own — a garbage collection of this thread's heap (which holds the whole test run: Jest, the test app,
 * the answers read) is not work the import does, so its time is taken off the turn it fell in.
 */
async function watchLoop(
  done: () => boolean,
): Promise<{ turns: number; longestMs: number; heldMs: number | null; heldTurns: number | null }> {
  const turnsOnCpu: { start: number; end: number; cpuMs: number }[] = [];
  let turns = 0;
  let longestMs = 0;
  const { collections } = await withCollections(async () => {
    let wall = performance.now();
    let cpu = ranOnCpuMs();
    while (!done()) {
      await new Promise((resolve) => setImmediate(resolve));
      const nowWall = performance.now();
      const nowCpu = ranOnCpuMs();
      turns += 1;
      longestMs = Math.max(longestMs, nowWall - wall);
      if (cpu !== null && nowCpu !== null && nowCpu - cpu >= HOLD_MS)
        turnsOnCpu.push({ start: wall, end: nowWall, cpuMs: nowCpu - cpu });
      wall = nowWall;
      cpu = nowCpu;
    }
  });
  if (ranOnCpuMs() === null) return { turns, longestMs, heldMs: null, heldTurns: null };
  const collecting = (turn: { start: number; end: number }) =>
    collections
      .filter((gc) => gc.start < turn.end && gc.start + gc.ms > turn.start)
      .reduce((sum, gc) => sum + Math.min(gc.start + gc.ms, turn.end) - Math.max(gc.start, turn.start), 0);
  const held = turnsOnCpu.map((turn) => turn.cpuMs - collecting(turn)).filter((ms) => ms >= HOLD_MS);
  return { turns, longestMs, heldMs: Math.max(0, ...held), heldTurns: held.length };
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
    // takes longer than this here, must hold its own connection open. The traffic beside it waits for its answers as
    // long as they take on this host: a product page rendered on a loaded 2-core host once passed 2 s, and its
    // connection was closed under the client ("other side closed", a CI run of 2026-11-29).
    t.app.server.timeout = 2000;
    t.app.server.on('request', (request: IncomingMessage) => {
      if (!request.url?.startsWith('/api/admin/products/import')) request.socket.setTimeout(0);
    });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    origin = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => t.close());

  test(`the event loop is never held ${HOLD_MS} ms, and /healthz and a product page are answered, while the import runs`, async () => {
    // The response check (on in tests only) compiles a route's schema on its first answer: the test app's work,
    // not the import's. The import route answers a one-row check first, so its schema is compiled before the watch.
    const warm = new FormData();
    warm.append(
      'file',
      new Blob([new Uint8Array(catalogueCsv(['en', 'tr'], category.seo_name, 1, 'Isınma'))], { type: 'text/csv' }),
      'warm.csv',
    );
    const checked = await fetch(`${origin}/api/admin/products/import?section=air_springs&dry_run=1`, {
      method: 'POST',
      headers: t.headers(t.bearer),
      body: warm,
    });
    expect(checked.status).toBe(200);
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

    const loop = watchLoop(() => done);
    const answers: { url: string; ms: number; status: number }[] = [];
    for (let i = 0; !done; i += 1) {
      const url = i % 2 === 0 ? '/healthz' : productPage;
      const started = performance.now();
      const res = await fetch(`${origin}${url}`, { headers: { 'accept-encoding': 'identity' } });
      await res.arrayBuffer();
      answers.push({ url, ms: performance.now() - started, status: res.status });
    }
    const imported = await importing;
    const { turns, longestMs, heldMs, heldTurns } = await loop;

    expect(imported.status).toBe(200);
    expect(imported.body.data.counts).toMatchObject({ new: ROWS, refused: 0 });
    const slowest = answers.reduce((a, b) => (b.ms > a.ms ? b : a));
    process.stdout.write(
      `import beside traffic (${engine}): ${answers.length} answers, slowest ${slowest.ms.toFixed(1)} ms (${slowest.url}); ` +
        `${turns} loop turns, longest ${longestMs.toFixed(1)} ms, most CPU in one turn besides garbage collection ${heldMs?.toFixed(1) ?? 'unknown'} ms (0: none reached ${HOLD_MS}), ${heldTurns ?? 'unknown'} turns past ${HOLD_MS} ms\n`,
    );
    // The import lasted long enough to be watched (at its fastest, several seconds), and every answer came.
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    // The import's work never runs on this thread: done here it held the loop for seconds at a time (2.3–5.3 s), and
    // cut into pieces of a few hundred rows it would be dozens to hundreds of turns past 50 ms. The thread is also the
    // test's client and renders the product page it asks for (server rendering, tens of ms of CPU on a slow host), so
    // on a loaded 2-core CI host a few turns past 50 ms of CPU come with the import in its worker (seen: 74.9 and 79.6
    // ms in one run, four turns in another while other suites ran beside it). So fewer than ten such turns are
    // allowed, and none past ten times the aim: a bound an import on this thread cannot meet, on any host. Where the
    // kernel says nothing (not Linux), the longest turn is all there is.
    if (heldTurns === null) expect(longestMs).toBeLessThan(10 * HOLD_MS);
    else {
      expect(heldTurns).toBeLessThan(MOST_HELD_TURNS);
      expect(heldMs).toBeLessThan(10 * HOLD_MS);
    }
    const count = await t.app.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(ROWS + 1);
  });
});
