import type { ShipmentListItem } from '@shared/api/tracking';

/**
 * The hash a stored text is compared by (cyrb53: two 32-bit multiply-xor
 * lanes and a finish into 53 bits, a safe integer SQLite stores as INTEGER).
 * Stores written by earlier versions hold its values (migration v3, and
 * items hashed from their JSON since v8): they must not change.
 */
export function textHash(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  return digest53(h1, h2);
}

/**
 * The same hash over bytes (start to end, end excluded): an item of the
 * service's list answer as it came, compared with the same place's bytes of
 * the last sync (src/main/sync/last-syncs.ts).
 */
export function bytesHash(bytes: Uint8Array, start: number, end: number): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = start; i < end; i++) {
    const c = bytes[i] as number;
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  return digest53(h1, h2);
}

/** cyrb53's finish: the two 32-bit lanes mixed into one 53-bit hash. */
function digest53(lane1: number, lane2: number): number {
  let h1 = lane1;
  let h2 = lane2;
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (0x1fffff & h2) + (h1 >>> 0);
}

/** The fields the list item's schema declares (its loose object also keeps any other the service sends). */
type DeclaredField = keyof ShipmentListItem;

/**
 * Every declared field of a list item, each fed to the hash by listItemHash
 * in this order (a Record over the type: a field added to the schema fails
 * to compile here until it is fed too; item-hash.test.ts changes each field
 * of the schema and expects another hash). Changing the order or a field's
 * encoding changes every hash: that needs a migration that hashes the stored
 * rows again, as v8 did.
 */
const ITEM_FIELDS: Record<DeclaredField, true> = {
  shipmentId: true,
  shipmentCode: true,
  agency: true,
  pickUpDate: true,
  deliveryDate: true,
  transitDays: true,
  expirationDate: true,
  price: true,
  currency: true,
  customs: true,
  insurance: true,
  shipmentType: true,
  trackingStatus: true,
  customsStatus: true,
  origin: true,
  destination: true,
  hasInvoice: true,
};
const ITEM_FIELD_COUNT = Object.keys(ITEM_FIELDS).length;
const MONEY_FIELD_COUNT = 2;
const PLACE_FIELD_COUNT = 4;

/** Thrown when an item is not made only of its declared fields and plain values: it is hashed from its JSON then. */
class NotDeclaredShape extends Error {}

/** Tags that keep every value's encoding self-delimiting: the fed sequence tells the values apart. */
const TAG_NULL = 1;
const TAG_TEXT = 2;
const TAG_NUMBER = 3;
const TAG_FALSE = 4;
const TAG_TRUE = 5;
const TAG_OBJECT = 6;

const numberBits = new Float64Array(1);
const numberWords = new Int32Array(numberBits.buffer);

let lane1 = 0;
let lane2 = 0;

function feed(word: number): void {
  lane1 = Math.imul(lane1 ^ word, 2654435761);
  lane2 = Math.imul(lane2 ^ word, 1597334677);
}

/** A text: its length, then its UTF-16 units two to a word (half the steps of one a word). */
function feedText(text: string): void {
  const length = text.length;
  feed(TAG_TEXT);
  feed(length);
  let h1 = lane1;
  let h2 = lane2;
  const pairs = length - (length % 2);
  let i = 0;
  for (; i < pairs; i += 2) {
    const word = text.charCodeAt(i) | (text.charCodeAt(i + 1) << 16);
    h1 = Math.imul(h1 ^ word, 2654435761);
    h2 = Math.imul(h2 ^ word, 1597334677);
  }
  lane1 = h1;
  lane2 = h2;
  // An odd last unit, alone.
  if (i < length) feed(text.charCodeAt(i));
}

function feedScalar(value: unknown): void {
  switch (typeof value) {
    case 'string':
      feedText(value);
      return;
    case 'number':
      // NaN and the infinities are null in JSON: left to the JSON hash.
      if (!Number.isFinite(value)) throw new NotDeclaredShape();
      // + 0 makes -0 the 0 its JSON text reads back as.
      numberBits[0] = value + 0;
      feed(TAG_NUMBER);
      feed(numberWords[0] as number);
      feed(numberWords[1] as number);
      return;
    case 'boolean':
      feed(value ? TAG_TRUE : TAG_FALSE);
      return;
    case 'object':
      if (value === null) {
        feed(TAG_NULL);
        return;
      }
      throw new NotDeclaredShape();
    default:
      throw new NotDeclaredShape();
  }
}

/**
 * Whether `object` is a plain object holding exactly `count` own enumerable
 * fields (the declared ones the caller then feeds: each must be there, none
 * undefined, so the count leaves no room for another). A for-in count: no
 * array made, as Object.keys would.
 */
function plainWith(object: object, count: number): boolean {
  if (Object.getPrototypeOf(object) !== Object.prototype || 'toJSON' in object) return false;
  let fields = 0;
  for (const key in object) if (Object.prototype.hasOwnProperty.call(object, key)) fields++;
  return fields === count;
}

/** Whether the declared object field holds a value to feed field by field (false: null, fed as such). */
function isDeclaredObject(value: unknown, count: number): value is Record<string, unknown> {
  if (value === null) {
    feed(TAG_NULL);
    return false;
  }
  if (typeof value !== 'object' || !plainWith(value, count)) throw new NotDeclaredShape();
  feed(TAG_OBJECT);
  return true;
}

/**
 * The hash a sync compares a listed item with the stored row's by (53 bits,
 * cyrb53's two multiply-xor lanes and finish): fed the item's declared
 * fields in a fixed order, each value tagged with its kind and a text with
 * its length, so that two items hash alike only if every field holds the
 * same value (then their JSON, which the row stores, says the same) or by a
 * collision of the hash, at odds of about 2^-53 for the one stored row an
 * item is compared with. A collision would leave that row as it was until
 * its next change.
 *
 * Every item of every sync is hashed, so it is fed its values only (no
 * field names, no punctuation, two characters a step), never its JSON text.
 * An item that holds anything else (a field the schema does not declare,
 * kept by its loose object; an undefined, a non-finite number, an object
 * that is not plain) is hashed from its JSON text (textHash): the same item
 * always takes the same path, from the worker's object or from the stored
 * JSON read back (migration v8).
 */
export function listItemHash(item: ShipmentListItem): number {
  lane1 = 0xdeadbeef;
  lane2 = 0x41c6ce57;
  try {
    if (!plainWith(item, ITEM_FIELD_COUNT)) throw new NotDeclaredShape();
    // Each field by its name, in ITEM_FIELDS' order: a load by a computed name cost more than the rest of the hash.
    feedScalar(item.shipmentId);
    feedScalar(item.shipmentCode);
    feedScalar(item.agency);
    feedScalar(item.pickUpDate);
    feedScalar(item.deliveryDate);
    feedScalar(item.transitDays);
    feedScalar(item.expirationDate);
    const price: unknown = item.price;
    if (isDeclaredObject(price, MONEY_FIELD_COUNT)) {
      feedScalar(price.value);
      feedScalar(price.currency);
    }
    feedScalar(item.currency);
    feedScalar(item.customs);
    feedScalar(item.insurance);
    feedScalar(item.shipmentType);
    feedScalar(item.trackingStatus);
    feedScalar(item.customsStatus);
    feedPlace(item.origin);
    feedPlace(item.destination);
    feedScalar(item.hasInvoice);
  } catch (error) {
    if (!(error instanceof NotDeclaredShape)) throw error;
    return textHash(JSON.stringify(item));
  }
  return digest53(lane1, lane2);
}

function feedPlace(place: unknown): void {
  if (!isDeclaredObject(place, PLACE_FIELD_COUNT)) return;
  feedScalar(place.countryCode);
  feedScalar(place.state);
  feedScalar(place.city);
  feedScalar(place.postalCode);
}
