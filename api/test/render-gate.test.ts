import { RenderGate } from '../src/modules/site/render-gate';

/** A render that ends when the test says so. */
function pending() {
  let finish!: (value: string | null) => void;
  const promise = new Promise<string | null>((resolve) => (finish = resolve));
  return { render: () => promise, finish };
}

describe('the render gate', () => {
  test('runs as many as it may, queues the next, sheds the rest and hands each freed slot to the oldest waiting', async () => {
    const counts = { renderWaiting: 0, rendersShed: 0 };
    const gate = new RenderGate<string>(1, 1, 10_000, counts);
    const first = pending();
    const second = pending();
    const running = gate.run('a', first.render);
    const queued = gate.run('b', second.render);
    expect(counts.renderWaiting).toBe(1);
    expect(await gate.run('c', async () => 'never')).toBe('shed');
    expect(counts.rendersShed).toBe(1);
    first.finish('page a');
    expect(await running).toBe('page a');
    second.finish('page b');
    expect(await queued).toBe('page b');
    expect(counts.renderWaiting).toBe(0);
    // Both slots are free again.
    expect(await gate.run('d', async () => 'page d')).toBe('page d');
  });

  test('a page asked for while it renders is rendered once for everyone', async () => {
    const gate = new RenderGate<string>(1, 0, 10_000);
    const only = pending();
    let renders = 0;
    const render = () => {
      renders += 1;
      return only.render();
    };
    const answers = [gate.run('same', render), gate.run('same', render), gate.run('same', render)];
    only.finish('page');
    expect(await Promise.all(answers)).toEqual(['page', 'page', 'page']);
    expect(renders).toBe(1);
    // Without a key nothing is shared.
    expect(await gate.run(null, async () => 'own')).toBe('own');
  });

  test('a render that waited its whole budget without a turn is shed, and leaves the queue', async () => {
    const counts = { renderWaiting: 0, rendersShed: 0 };
    const gate = new RenderGate<string>(1, 5, 50, counts);
    const blocker = pending();
    const running = gate.run('a', blocker.render);
    expect(await gate.run('b', async () => 'too late')).toBe('shed');
    expect(counts).toEqual({ renderWaiting: 0, rendersShed: 1 });
    blocker.finish('page a');
    expect(await running).toBe('page a');
    expect(await gate.run('c', async () => 'page c')).toBe('page c');
  });
});
