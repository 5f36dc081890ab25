/**
 * A 53-bit hash of a list item's JSON (cyrb53: two 32-bit multiply-xor
 * lanes), stored beside each row so that a sync tells an unchanged item from
 * its hash alone, without reading the stored JSON out (migration v3). Two
 * different items of ONE shipment collide with odds of about 2^-53; the cost
 * of a collision would be one row left as it was until its next change.
 */
export function itemHash(json: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (0x1fffff & h2) + (h1 >>> 0);
}
