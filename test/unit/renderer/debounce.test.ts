import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Debounced } from '@renderer/lib/debounce';
import { TEST_NOW } from '../../helpers/test-clock';

describe('a debounced search', () => {
  beforeEach(() => vi.useFakeTimers({ now: TEST_NOW }));
  afterEach(() => vi.useRealTimers());

  it('asks once for the words typed when typing stops', () => {
    const asked: string[] = [];
    const search = new Debounced<string>((q) => asked.push(q), 250);
    for (const q of ['v', 'va', 'val']) {
      search.push(q);
      vi.advanceTimersByTime(100);
    }
    expect(asked).toEqual([]);
    vi.advanceTimersByTime(250);
    expect(asked).toEqual(['val']);
  });

  it('asks at once on Enter, and never after it was cancelled', () => {
    const asked: string[] = [];
    const search = new Debounced<string>((q) => asked.push(q), 250);
    search.push('fr0');
    search.flush();
    expect(asked).toEqual(['fr0']);
    vi.advanceTimersByTime(1000);
    expect(asked).toEqual(['fr0']);
    search.push('gone');
    search.cancel();
    vi.advanceTimersByTime(1000);
    expect(asked).toEqual(['fr0']);
  });
});
