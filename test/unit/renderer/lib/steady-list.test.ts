import { describe, expect, it } from 'vitest';
import { SteadyList } from '@renderer/lib/steady-list';

describe('a steady list', () => {
  const a = { id: 'a' };
  const b = { id: 'b' };

  it('gives back the list it gave when the new one holds the same items in the same order', () => {
    const steady = new SteadyList<{ id: string }>();
    const first = steady.of([a, b]);
    expect(steady.of([a, b])).toBe(first);
  });

  it('gives the new list when an item, the order or the length changed', () => {
    const steady = new SteadyList<{ id: string }>();
    const first = steady.of([a, b]);
    const reordered = steady.of([b, a]);
    expect(reordered).not.toBe(first);
    expect(reordered).toEqual([b, a]);
    expect(steady.of([b])).toEqual([b]);
    expect(steady.of([b, { id: 'a' }])[1]).not.toBe(a);
  });
});
