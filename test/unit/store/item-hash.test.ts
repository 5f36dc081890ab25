import { describe, expect, it } from 'vitest';
import { shipmentListItem, type ShipmentListItem } from '@shared/api/tracking';
import { bytesHash, listItemHash, textHash } from '@main/store/item-hash';
import { syntheticShipments } from '../../helpers/synthetic-shipments';

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
    expect(texts.map(([text]) => textHash(text))).toEqual(texts.map(([, hash]) => hash));
  });

  it('tells apart texts that differ in one character, wherever it is', () => {
    const text = JSON.stringify({ shipmentId: 'a', trackingStatus: 'Booked', deliveryDate: '2026-03-10T00:00:00' });
    const hashes = new Set([textHash(text)]);
    for (let i = 0; i < text.length; i++) hashes.add(textHash(`${text.slice(0, i)}\u0000${text.slice(i + 1)}`));
    expect(hashes.size).toBe(text.length + 1);
  });
});

describe('the hash of a list item by its fields', () => {
  const [base] = syntheticShipments(1, 5) as [ShipmentListItem];
  /** Another value of the same kind for each field the schema declares. */
  const other = (value: unknown): unknown => {
    if (typeof value === 'string') return `${value}x`;
    if (typeof value === 'number') return value + 1;
    if (typeof value === 'boolean') return !value;
    if (value === null) return 'now set';
    return null;
  };

  it('changes with every field the schema declares, and with every field of its price and places', () => {
    // The schema's own list of fields: one added there and not hashed fails here.
    const declared = Object.keys(shipmentListItem.in.shape) as (keyof ShipmentListItem)[];
    const item = { ...base, price: { value: 1200, currency: 'EUR' }, origin: { ...base.origin }, expirationDate: null };
    const variants: unknown[] = declared.map((field) => ({ ...item, [field]: other(item[field]) }));
    for (const place of ['origin', 'destination'] as const)
      for (const field of ['countryCode', 'state', 'city', 'postalCode'] as const)
        variants.push({ ...item, [place]: { ...item[place], [field]: other(item[place]?.[field]) } });
    variants.push(
      { ...item, price: { value: 1201, currency: 'EUR' } },
      { ...item, price: { value: 1200, currency: 'USD' } },
    );
    const hashes = new Set([item, ...variants].map((v) => listItemHash(v as ShipmentListItem)));
    expect(hashes.size).toBe(variants.length + 1);
  });

  it('tells apart values that would run together (texts split elsewhere, a text and a number, null and a text)', () => {
    const item = { ...base, shipmentCode: 'AB', agency: 'C' };
    const pairs: [unknown, unknown][] = [
      [item, { ...item, shipmentCode: 'A', agency: 'BC' }],
      [
        { ...item, shipmentCode: '1' },
        { ...item, shipmentCode: 1 },
      ],
      [
        { ...item, agency: null },
        { ...item, agency: 'null' },
      ],
      [
        { ...item, agency: '' },
        { ...item, agency: null },
      ],
      [
        { ...item, customs: true },
        { ...item, customs: 'true' },
      ],
    ];
    for (const [a, b] of pairs)
      expect(listItemHash(a as ShipmentListItem)).not.toBe(listItemHash(b as ShipmentListItem));
  });

  it('gives the same hash for the item and its stored JSON read back, -0 and key order included', () => {
    const items = syntheticShipments(500, 9);
    const readBack = items.map((item) => JSON.parse(JSON.stringify(item)) as ShipmentListItem);
    expect(readBack.map((item) => listItemHash(item))).toEqual(items.map((item) => listItemHash(item)));
    const zero = { ...base, transitDays: -0 };
    expect(listItemHash(zero)).toBe(listItemHash(JSON.parse(JSON.stringify(zero)) as ShipmentListItem));
    const reordered = Object.fromEntries(Object.entries(base).reverse()) as ShipmentListItem;
    expect(listItemHash(reordered)).toBe(listItemHash(base));
  });

  it('hashes an item holding anything but its declared fields and plain values from its JSON, so that a change there counts', () => {
    const undeclared = [
      { ...base, carrierNote: 'kept' },
      { ...base, origin: { ...base.origin, district: 'Ruzafa' } },
      { ...base, price: { value: 1, currency: 'EUR', kind: 'net' } },
      { ...base, transitDays: Number.NaN },
      { ...base, agency: undefined },
      { ...base, pickUpDate: new Date(Date.UTC(2026, 0, 1)) },
      Object.assign(Object.create(null) as object, base),
    ];
    for (const value of undeclared)
      expect(listItemHash(value as ShipmentListItem)).toBe(textHash(String(JSON.stringify(value))));
    expect(listItemHash({ ...base, carrierNote: 'changed' } as ShipmentListItem)).not.toBe(
      listItemHash(undeclared[0] as ShipmentListItem),
    );
  });
});

describe('the hash of an item’s bytes as the service sent them', () => {
  it('is the text hash over the same ASCII, reads only its range, and changes with any byte', () => {
    const text = '{"shipmentId":"s-1","trackingStatus":"InTransit"}';
    const bytes = Buffer.from(`xx${text}yy`);
    const hash = bytesHash(bytes, 2, 2 + text.length);
    expect(hash).toBe(textHash(text));
    for (let at = 2; at < 2 + text.length; at += 7) {
      const changed = Buffer.from(bytes);
      changed[at] = (changed[at] as number) ^ 1;
      expect(bytesHash(changed, 2, 2 + text.length)).not.toBe(hash);
    }
  });
});
