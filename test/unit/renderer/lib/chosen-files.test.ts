import { describe, expect, it } from 'vitest';
import { ChosenFiles, checkFiles } from '@renderer/lib/chosen-files.svelte';

const file = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name);

describe('checkFiles', () => {
  it('accepts what the service takes (ready) and refuses the rest with the reason, before reading anything', () => {
    const { accepted, refused } = checkFiles([file('a.pdf'), file('setup.exe'), file('big.pdf', 25 * 1024 * 1024 + 1)]);
    expect(accepted.map((a) => [a.entry.fileName, a.entry.phase])).toEqual([['a.pdf', 'ready']]);
    expect(refused.map((r) => [r.fileName, r.phase])).toEqual([
      ['setup.exe', 'refused'],
      ['big.pdf', 'refused'],
    ]);
    expect(refused[0]?.message).toContain('files of this type cannot be uploaded');
    expect(refused[1]?.message).toContain('the limit is 25 MiB');
  });
});

describe('ChosenFiles', () => {
  it('lists every file in the order given, keeps the File of each accepted one, and removes one', () => {
    const basket = new ChosenFiles();
    const a = file('a.csv');
    const accepted = basket.add([a, file('x.exe'), file('b.pdf')]);
    expect(basket.entries.map((e) => `${e.fileName}:${e.phase}`)).toEqual([
      'a.csv:ready',
      'x.exe:refused',
      'b.pdf:ready',
    ]);
    expect(accepted.map((c) => c.entry.fileName)).toEqual(['a.csv', 'b.pdf']);
    const first = basket.entries[0]?.key ?? '';
    expect(basket.fileOf(first)).toBe(a);
    expect(basket.fileOf(basket.entries[1]?.key ?? '')).toBeUndefined();
    basket.remove(first);
    expect(basket.entries.map((e) => e.fileName)).toEqual(['x.exe', 'b.pdf']);
    expect(basket.fileOf(first)).toBeUndefined();
    basket.clear();
    expect(basket.entries).toEqual([]);
  });
});
