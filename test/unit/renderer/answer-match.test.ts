import { describe, expect, it } from 'vitest';
import { matchRecord, splitByRecord } from '@renderer/lib/answer-match';
import { uniqueKeys } from '@renderer/lib/unique-keys';

const ASKED = '3a0418ba-a387-4f5d-910e-87dfb1011d96';

describe('matchRecord', () => {
  it('knows the asked record in any letter case, and says when the answer names another or none', () => {
    expect(matchRecord(ASKED, ASKED)).toBe('same');
    expect(matchRecord(ASKED, ` ${ASKED.toUpperCase()} `)).toBe('same');
    expect(matchRecord(ASKED, 'ffffffff-0000-4000-8000-00000000beef')).toBe('other');
    expect(matchRecord(ASKED, null)).toBe('unnamed');
    expect(matchRecord(ASKED, undefined)).toBe('unnamed');
    expect(matchRecord(ASKED, '  ')).toBe('unnamed');
  });
});

describe('splitByRecord', () => {
  it('keeps the items of the asked record (and those naming none) apart from those of others', () => {
    const items = [
      { id: 1, shipmentId: ASKED },
      { id: 2, shipmentId: 'OTHER-1' },
      { id: 3, shipmentId: null },
      { id: 4, shipmentId: 'other-1' },
      { id: 5, shipmentId: 'OTHER-2' },
    ];
    const split = splitByRecord(items, ASKED, (i) => i.shipmentId);
    expect(split.mine.map((i) => i.id)).toEqual([1, 3]);
    expect(split.others.map((i) => i.id)).toEqual([2, 4, 5]);
    expect(split.otherIds).toEqual(['OTHER-1', 'OTHER-2']);
  });
});

describe('uniqueKeys', () => {
  it('keeps each key, and makes repeats unique so a keyed list can still be drawn', () => {
    const keys = uniqueKeys(['Q1', 'Q2', 'Q1', 'Q1'], (k) => k);
    expect(keys).toEqual(['Q1', 'Q2', 'Q1#2', 'Q1#3']);
    expect(new Set(keys).size).toBe(4);
  });
});
