import { describe, expect, it } from 'vitest';
import { itemHash } from '../../../src/main/store/item-hash';

describe('the hash of a stored list item', () => {
  // Values of the hash as stores written by earlier versions hold them (migration v3 and every sync since):
  // a different value would make the next sync take every stored row for changed.
  it('gives the values stored by earlier versions, for every length and for characters beyond Latin-1', () => {
    const texts: [string, number][] = [
      ['', 3338908027751811],
      ['a', 7929297801672961],
      ['ab', 3382748631033682],
      ['abc', 5059922895146125],
      ['abcd', 3842662445558733],
      ['abcde', 1226057999018726],
      ['{"shipmentId":"s1","agency":"Łódź Cargo","origin":{"city":"São Paulo"}}', 6222389712026619],
      ['x'.repeat(1023), 6288533632203392],
      ['\u{1F69A} truck', 8165322408632040],
    ];
    expect(texts.map(([text]) => itemHash(text))).toEqual(texts.map(([, hash]) => hash));
  });

  it('tells apart texts that differ in one character, wherever it is', () => {
    const text = JSON.stringify({ shipmentId: 'a', trackingStatus: 'Booked', deliveryDate: '2026-03-10T00:00:00' });
    const hashes = new Set([itemHash(text)]);
    for (let i = 0; i < text.length; i++) hashes.add(itemHash(`${text.slice(0, i)}\u0000${text.slice(i + 1)}`));
    expect(hashes.size).toBe(text.length + 1);
  });
});
