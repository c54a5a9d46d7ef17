import { moveItem, queueEntries, queueWeights, sameOrder } from '@vitrin/shared-libs/utils/queue';

describe('queue weights (from the list length down to 1)', () => {
  it('counts down from the length to 1 by position', () => {
    expect(queueWeights(4)).toEqual([4, 3, 2, 1]);
    expect(queueWeights(1)).toEqual([1]);
    expect(queueWeights(0)).toEqual([]);
  });

  it('pairs each id with its weight in the new order', () => {
    expect(queueEntries([30, 10, 20])).toEqual([
      { id: 30, queue: 3 },
      { id: 10, queue: 2 },
      { id: 20, queue: 1 },
    ]);
  });
});

describe('moveItem', () => {
  it('moves an item and leaves the input untouched', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('clamps the target and ignores an unknown source', () => {
    expect(moveItem(['a', 'b'], 0, 9)).toEqual(['b', 'a']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});

it('compares orders', () => {
  expect(sameOrder([1, 2], [1, 2])).toBe(true);
  expect(sameOrder([1, 2], [2, 1])).toBe(false);
  expect(sameOrder([1], [1, 2])).toBe(false);
});
