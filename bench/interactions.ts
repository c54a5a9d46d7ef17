/**
 * `npm run bench:interactions`: how long a phone waits for the answer to a tap (issue 42, item 6; docs/performance.md,
 * "Interactions"). Debian's Chromium at 375 px (a phone: touch, mobile viewport), the CPU slowed 4× through the
 * DevTools protocol, a first visit each run (a new context: no cookie, no storage), the production build on a fresh
 * demo database. Once the page is hydrated, one interaction: opening the phone menu, switching the language, adding a
 * product to the quote cart, submitting a search. Two figures for each, BENCH_RUNS (default 5) runs, median and max:
 *
 * - **input → next paint** (the Event Timing API, as INP reads it): the longest `event` entry of the interaction, from
 *   the input to the paint after its handlers ran (a PerformanceObserver, `durationThreshold: 16`; entries are
 *   rounded to 8 ms, and none under 16 ms is reported: shown as "< 16 ms");
 * - **input → answer painted**: from the input to the first paint showing the answer (a MutationObserver waits for the
 *   page to show it; a requestAnimationFrame then a task after it mark the paint), which also counts what the page
 *   does after the event's own paint (a fetch, a render in a transition).
 *
 * With the host's speed: a fixed loop's time in Node, before and after the runs, and the load average. Timings are
 * printed, written to bench/.tmp/interactions.json and never asserted. BENCH_PROFILE=1 also writes a CPU profile of
 * each interaction's first run (bench/.tmp/interactions-<name>.cpuprofile) and prints the functions that took the most.
 */
import { loadavg } from 'node:os';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/support/browser';
import { hydrated } from '../e2e/support/hydration';
import { benchServer, firstProductPath, median, MOBILE, writeRaw } from './support';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PROFILE = process.env.BENCH_PROFILE === '1';

/** A phone 375 px wide (Lighthouse's mobile device, narrower). */
const PHONE = { ...MOBILE, viewport: { width: 375, height: 740 } };

/**
 * Runs in the page before its scripts: records every `event` entry of 16 ms or more, and the time of each input
 * (pointerdown, keydown) from the moment the benchmark arms it.
 */
const PROBE = `(() => {
  // tsx (esbuild's keepNames) wraps the functions this script hands the page in a \`__name\` helper the page lacks.
  window.__name = (fn) => fn;
  const p = (window.__vitrinInteraction = { events: [], inputAt: null, armed: false });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        p.events.push({ name: e.name, start: e.startTime, duration: e.duration, interactionId: e.interactionId || 0,
          processing: e.processingEnd - e.processingStart, delay: e.processingStart - e.startTime });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {}
  const input = (event) => { if (p.armed && p.inputAt === null) p.inputAt = event.timeStamp; };
  addEventListener('pointerdown', input, true);
  addEventListener('keydown', input, true);
})();`;

interface Probe {
  events: { name: string; start: number; duration: number; interactionId: number; processing: number; delay: number }[];
  inputAt: number | null;
  armed: boolean;
  answer?: Promise<number>;
}

interface Interaction {
  name: string;
  /** The page it starts on. */
  path: (product: string) => string;
  /** What is done before the input (typing a search), not measured. */
  prepare?: (page: Page) => Promise<void>;
  /**
   * What is tapped: its centre is read before the input, and the input is a plain click there (or Enter in it), so
   * the measured time holds none of Playwright's own checks, which run in the page.
   */
  target: (page: Page) => Locator;
  /** Enter in the target instead of a click. */
  enter?: boolean;
  /** Runs in the page: true once the page shows the answer. `before` is what `snapshot` read before the input. */
  answered: (before: string) => boolean;
  /** Read in the page before the input (e.g. the heading's text, to see it change). */
  snapshot?: () => string;
}

const INTERACTIONS: Interaction[] = [
  {
    name: 'open the phone menu',
    path: () => '/',
    target: (page) => page.getByRole('button', { name: 'Open or close the menu' }),
    answered: () => {
      const menu = document.getElementById('public-nav');
      return menu !== null && menu.getClientRects().length > 0 && menu.getBoundingClientRect().height > 0;
    },
  },
  {
    name: 'switch the language',
    path: () => '/',
    target: (page) => page.locator('.site-languages a[lang="tr"]'),
    snapshot: () => document.querySelector('main h1')?.textContent ?? '',
    answered: (before) =>
      document.documentElement.lang === 'tr' && (document.querySelector('main h1')?.textContent ?? before) !== before,
  },
  {
    name: 'add a product to the quote cart',
    path: (product) => product,
    target: (page) => page.getByRole('button', { name: 'Add to quote cart' }),
    answered: () =>
      [...document.querySelectorAll('form [role="status"]')].some((s) => /quote cart: \d/.test(s.textContent ?? '')),
  },
  {
    name: 'submit a search',
    path: () => '/search-products?search=4730',
    prepare: (page) => page.locator('main form[role="search"] input[type="search"]').fill('4881'),
    target: (page) => page.locator('main form[role="search"] input[type="search"]'),
    enter: true,
    answered: () => {
      const grid = document.querySelector('[data-testid="search-results"]');
      return location.search.includes('search=4881') && grid !== null && /4881/.test(grid.textContent ?? '');
    },
  },
];

interface Run {
  /** Input → the paint after its handlers (the longest event entry of the interaction), ms; 0 when under 16 ms. */
  event: number;
  /** Input → the first paint showing the answer, ms. */
  answer: number;
  /** The interaction's event entries. */
  entries: Probe['events'];
}

/** Profiler.stop's answer: the nodes of the call tree, each with its function and how often it was sampled. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }[];
  startTime: number;
  endTime: number;
  samples?: number[];
}

/** The functions that took the most time of a profile (self time), as lines to print. */
function topFunctions(profile: CpuProfile, count = 12): string[] {
  const total = profile.samples?.length ?? 0;
  const perSample = total ? (profile.endTime - profile.startTime) / 1000 / total : 0;
  const self = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (node.hitCount ?? 0));
  }
  return [...self]
    .filter(([key]) => !key.startsWith('(idle)') && !key.startsWith('(program)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, hits]) => `  ${(hits * perSample).toFixed(0).padStart(5)} ms  ${key}`);
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string } };
}

/** When the armed input came, in the page's clock. */
const inputTime = (page: Page) =>
  page.evaluate(() => (window as unknown as { __vitrinInteraction: Probe }).__vitrinInteraction.inputAt ?? 0);

/** What kept the renderer's main thread busy over the last `windowMs` of a trace: ms by kind of task, largest first. */
function mainThreadWork(events: TraceEvent[], windowMs: number): string[] {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const mine = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur);
  const end = Math.max(...mine.map((e) => e.ts + e.dur!));
  const from = end - windowMs * 1000;
  const kinds = [
    'EventDispatch',
    'FunctionCall',
    'TimerFire',
    'FireAnimationFrame',
    'RunMicrotasks',
    'EvaluateScript',
    'UpdateLayoutTree',
    'Layout',
    'PrePaint',
    'Paint',
    'Layerize',
    'Commit',
    'MajorGC',
    'MinorGC',
    'ParseHTML',
    'XHRReadyStateChange',
    'ResourceReceivedData',
    'HitTest',
  ];
  const byKind = new Map<string, number>();
  for (const e of mine) {
    if (e.ts < from || !kinds.includes(e.name)) continue;
    const key = e.name === 'EventDispatch' ? `EventDispatch ${e.args?.data?.type ?? ''}` : e.name;
    byKind.set(key, (byKind.get(key) ?? 0) + e.dur! / 1000);
  }
  const tasks = mine.filter((e) => e.ts >= from && e.name === 'RunTask');
  return [
    `  ${tasks.length} tasks, ${Math.round(tasks.reduce((sum, e) => sum + e.dur!, 0) / 1000)} ms in all, the longest ${Math.round(Math.max(0, ...tasks.map((e) => e.dur!)) / 1000)} ms (kinds overlap: a script's call holds the layout it forces)`,
    ...[...byKind]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([kind, time]) => `  ${time.toFixed(0).padStart(5)} ms  ${kind}`),
  ];
}

async function once(browser: Browser, base: string, product: string, interaction: Interaction, profile: boolean): Promise<Run> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${base}${interaction.path(product)}`, { timeout: 120_000 });
    await hydrated(page, 120_000);
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await interaction.prepare?.(page);
    const target = interaction.target(page);
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error(`${interaction.name}: nothing to tap`);
    // Armed: the next input is the interaction's; the page resolves `answer` at the first paint showing it.
    await page.evaluate(
      ([answered, snapshot]) => {
        const p = (window as unknown as { __vitrinInteraction: Probe }).__vitrinInteraction;
        const isAnswered = new Function('before', `return (${answered})(before)`) as (before: string) => boolean;
        const before = snapshot ? (new Function(`return (${snapshot})()`) as () => string)() : '';
        p.events = [];
        p.inputAt = null;
        p.armed = true;
        p.answer = new Promise<number>((resolve) => {
          const painted = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
          const observer = new MutationObserver(() => {
            if (p.inputAt === null || !isAnswered(before)) return;
            observer.disconnect();
            painted();
          });
          observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        });
      },
      [interaction.answered.toString(), interaction.snapshot?.toString() ?? ''] as const,
    );
    if (profile) {
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    if (interaction.enter) await page.keyboard.press('Enter');
    else await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const answerAt = await page.evaluate(() => (window as unknown as { __vitrinInteraction: Probe }).__vitrinInteraction.answer!);
    if (profile) {
      const { profile: cpu } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
      const file = join(__dirname, '.tmp', `interactions-${interaction.name.replace(/\W+/g, '-')}.cpuprofile`);
      writeFileSync(file, JSON.stringify(cpu));
      console.log(`\n${interaction.name}: CPU profile ${file}; self time (4× slowed):`);
      console.log(topFunctions(cpu).join('\n'));
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      console.log(`${interaction.name}: the page's main thread from the input to the answer (4× slowed):`);
      console.log(mainThreadWork(trace.traceEvents, answerAt - (await inputTime(page))).join('\n'));
    }
    // The event entries of this input are reported at its paint, and read after it.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    const probe = await page.evaluate(() => {
      const p = (window as unknown as { __vitrinInteraction: Probe }).__vitrinInteraction;
      return { events: p.events, inputAt: p.inputAt };
    });
    if (probe.inputAt === null) throw new Error(`${interaction.name}: no input was seen`);
    const entries = probe.events.filter((e) => e.interactionId > 0 && e.start >= probe.inputAt! - 1);
    return {
      event: Math.max(0, ...entries.map((e) => e.duration)),
      answer: answerAt - probe.inputAt,
      entries,
    };
  } finally {
    await context.close();
  }
}

/** The host's speed: a fixed loop of arithmetic in Node, ms (lower is faster). */
function hostLoop(): number {
  const start = performance.now();
  let x = 0;
  for (let i = 0; i < 50_000_000; i += 1) x = (x + i * 7) % 1_000_003;
  if (x < 0) console.log(x);
  return performance.now() - start;
}

const ms = (n: number) => (n === 0 ? '< 16 ms' : `${Math.round(n)} ms`);

async function main(): Promise<void> {
  const server = await benchServer();
  const browser = await chromium.launch(chromiumLaunchOptions());
  const loops = [hostLoop()];
  const load = [loadavg()[0]!];
  try {
    const product = await firstProductPath(server.dataDir);
    const results: { name: string; runs: Run[] }[] = [];
    for (const interaction of INTERACTIONS) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await once(browser, server.url, product, interaction, PROFILE && i === 0));
      results.push({ name: interaction.name, runs });
    }
    loops.push(hostLoop());
    load.push(loadavg()[0]!);

    console.log(
      `\nInteractions on a phone (npm run bench:interactions): 375 px, CPU 4× slower, first visit, hydrated; ${RUNS} runs\n` +
        `host: a fixed loop took ${loops.map((l) => `${Math.round(l)} ms`).join(' before, ')} after; ` +
        `load average ${load.map((l) => l.toFixed(2)).join(' → ')}\n`,
    );
    console.log('| interaction | input → next paint, median | max | input → answer painted, median | max |');
    console.log('|---|---:|---:|---:|---:|');
    for (const { name, runs } of results) {
      const events = runs.map((r) => r.event);
      const answers = runs.map((r) => r.answer);
      console.log(
        `| ${name} | ${ms(median(events))} | ${ms(Math.max(...events))} | ${ms(median(answers))} | ${ms(Math.max(...answers))} |`,
      );
    }
    console.log(`\nraw: ${writeRaw('interactions', { runs: RUNS, hostLoopMs: loops, loadAverage: load, results })}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
