import { randomPooled } from '../src/lib/random';

describe('random bytes drawn from a pool', () => {
  test('every draw has its length and none repeats, across refills of the pool', () => {
    const seen = new Set<string>();
    // 1,000 × 32 bytes is several refills of the 4 KB pool.
    for (let i = 0; i < 1000; i += 1) {
      const bytes = randomPooled(32);
      expect(bytes).toHaveLength(32);
      seen.add(bytes.toString('hex'));
    }
    expect(seen.size).toBe(1000);
    expect(randomPooled(5000)).toHaveLength(5000);
  });

  test('a draw is a copy: changing it changes no later draw', () => {
    const first = randomPooled(16);
    first.fill(0);
    expect(randomPooled(16).equals(Buffer.alloc(16))).toBe(false);
  });
});
