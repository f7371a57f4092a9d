import { AnswerStore } from '../src/platform/answerStore';

const json = (size: number, fill = 'x') => Buffer.from(fill.repeat(size));
const NOW = 1_000_000;

describe('the answer store', () => {
  it('gives back what it keeps, until the generation changes or the answer expires', () => {
    const store = new AnswerStore({ entries: 10, bytes: 1_000_000, ttlMs: 10_000 });
    const kept = store.put('a', json(100), 3, NOW);
    expect(store.get('a', NOW + 9_999, 3)).toBe(kept);
    expect(store.get('a', NOW + 9_999, 4)).toBeUndefined();
    // dropped, not only hidden: the generation going back does not revive it
    expect(store.get('a', NOW, 3)).toBeUndefined();

    store.put('b', json(100), 3, NOW);
    expect(store.get('b', NOW + 10_000, 3)).toBeUndefined();
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
  });

  it('keeps at most its number of entries, the least recently used leaving first', () => {
    const store = new AnswerStore({ entries: 2, bytes: 1_000_000, ttlMs: 10_000 });
    store.put('a', json(10), 0, NOW);
    store.put('b', json(10), 0, NOW);
    expect(store.get('a', NOW, 0)).toBeDefined();
    store.put('c', json(10), 0, NOW);
    expect(store.get('b', NOW, 0)).toBeUndefined();
    expect(store.get('a', NOW, 0)).toBeDefined();
    expect(store.get('c', NOW, 0)).toBeDefined();
    expect(store.size).toBe(2);
  });

  it('keeps at most its bytes, compressed forms included, and never an answer bigger than all of them', () => {
    const store = new AnswerStore({ entries: 100, bytes: 3_000, ttlMs: 10_000 });
    const a = store.put('a', json(1_000), 0, NOW);
    const before = store.bytes;
    // compressing counts as a use (the answer is being sent): a is compressed before b is kept
    store.addCompressed('a', a, 'br', json(300, 'b'));
    expect(store.bytes).toBe(before + 300);
    expect(a.compressed.br?.length).toBe(300);
    store.put('b', json(1_000), 0, NOW);
    expect(store.size).toBe(2);
    // a third answer passes the budget: the least recently used (a, with its compressed form) leaves
    store.put('c', json(1_000), 0, NOW);
    expect(store.get('a', NOW, 0)).toBeUndefined();
    expect(store.size).toBe(2);
    expect(store.bytes).toBeLessThanOrEqual(3_000);

    const huge = store.put('huge', json(5_000), 0, NOW);
    expect(huge.json.length).toBe(5_000);
    expect(store.get('huge', NOW, 0)).toBeUndefined();
    expect(store.size).toBe(2);
  });

  it('replacing an answer or compressing one already dropped leaves the byte count true', () => {
    const store = new AnswerStore({ entries: 10, bytes: 100_000, ttlMs: 10_000 });
    const old = store.put('a', json(1_000), 0, NOW);
    const fresh = store.put('a', json(500), 1, NOW);
    const bytesOfOne = store.bytes;
    store.addCompressed('a', old, 'gzip', json(200));
    expect(store.bytes).toBe(bytesOfOne);
    store.addCompressed('a', fresh, 'gzip', json(200));
    expect(store.bytes).toBe(bytesOfOne + 200);
    expect(store.get('a', NOW, 1)?.compressed.gzip?.length).toBe(200);
  });
});
