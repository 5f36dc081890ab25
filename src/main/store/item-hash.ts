/**
 * A 53-bit hash of a list item's JSON (cyrb53: two 32-bit multiply-xor
 * lanes), stored beside each row so that a sync tells an unchanged item from
 * its hash alone, without reading the stored JSON out (migration v3). Two
 * different items collide with odds of about 2^-53; the cost of a collision
 * would be one row left as it was until its next change.
 *
 * Every item of every sync is hashed (110,000 of about 570 characters for a
 * list of 110,000), so the loops take four characters a turn: the same
 * values, character by character, as a plain loop (rows stored by earlier
 * versions keep matching), in half its time here.
 */
export function itemHash(json: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  const length = json.length;
  const whole = length - (length % 4);
  let i = 0;
  for (; i < whole; i += 4) {
    let c = json.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
    c = json.charCodeAt(i + 1);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
    c = json.charCodeAt(i + 2);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
    c = json.charCodeAt(i + 3);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  for (; i < length; i++) {
    const c = json.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  return digest53(h1, h2);
}

/** cyrb53's finish: the two 32-bit lanes mixed into one 53-bit hash (a safe integer, stored as SQLite's INTEGER). */
export function digest53(lane1: number, lane2: number): number {
  let h1 = lane1;
  let h2 = lane2;
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (0x1fffff & h2) + (h1 >>> 0);
}

/**
 * itemHash(JSON.stringify(value)), computed without building the text: the
 * characters JSON.stringify would write are fed to the hash as the value is
 * walked. A sync hashes every listed item to find the few that changed:
 * JSON.stringify then itemHash took about 3.4 µs an item here (and left 60 MB
 * of strings to the collector at 110,000 items), this about 1.5 µs.
 *
 * Values JSON.stringify treats specially (toJSON, objects that are not plain,
 * bigints) are hashed from JSON.stringify itself, as are strings it escapes.
 */
export function jsonHash(value: unknown): number {
  startLanes();
  try {
    if (!walk(value)) feedText('undefined');
  } catch (error) {
    if (!(error instanceof NotPlainJson)) throw error;
    return itemHash(String(JSON.stringify(value)));
  }
  return digestLanes();
}

/** Thrown by walk() for a value only JSON.stringify itself describes exactly. */
class NotPlainJson extends Error {}

const QUOTE = 34;
const COMMA = 44;
const COLON = 58;
/**
 * 1 for each UTF-16 unit JSON.stringify may escape: quote, backslash, control
 * characters, and surrogates (it escapes a lone one; a text holding a pair
 * is rare in a list item and is hashed from JSON.stringify too).
 */
const ESCAPES = new Uint8Array(0x10000);
ESCAPES.fill(1, 0, 0x20);
ESCAPES[QUOTE] = 1;
ESCAPES[92] = 1;
ESCAPES.fill(1, 0xd800, 0xe000);

/*
 * The hash's two lanes while a value is walked (module state: the walk is
 * synchronous; an object's fields cost twice the time here). feedText is
 * itemHash's loop over again on purpose: one loop shared by both took twice
 * as long for each (the JIT then compiles it for every kind of string the
 * walk meets, not for the long flat text of itemHash).
 */
let lane1 = 0;
let lane2 = 0;

function startLanes(): void {
  lane1 = 0xdeadbeef;
  lane2 = 0x41c6ce57;
}

function feedChar(c: number): void {
  lane1 = Math.imul(lane1 ^ c, 2654435761);
  lane2 = Math.imul(lane2 ^ c, 1597334677);
}

/** Feeds every character of `text`, four a turn. */
function feedText(chars: string): void {
  let h1 = lane1;
  let h2 = lane2;
  const length = chars.length;
  const whole = length - (length % 4);
  let i = 0;
  for (; i < whole; i += 4) {
    let c = chars.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
    c = chars.charCodeAt(i + 1);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
    c = chars.charCodeAt(i + 2);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
    c = chars.charCodeAt(i + 3);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  for (; i < length; i++) {
    const c = chars.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  lane1 = h1;
  lane2 = h2;
}

/**
 * feedText for the inside of a JSON string: also tells whether every
 * character is written as it is (false: a quote, a backslash, a control
 * character or a surrogate, which JSON.stringify may escape). The test rides
 * along the multiplications, whose chain sets the pace; a regular expression
 * run first cost a fifth of the walk.
 */
function feedPlain(chars: string): boolean {
  let h1 = lane1;
  let h2 = lane2;
  let odd = 0;
  for (let i = 0; i < chars.length; i++) {
    const c = chars.charCodeAt(i);
    odd |= ESCAPES[c] as number;
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  lane1 = h1;
  lane2 = h2;
  return odd === 0;
}

function digestLanes(): number {
  return digest53(lane1, lane2);
}

/** A JSON string: fed as it is, or again from JSON.stringify's text when it holds a character JSON may escape. */
function quoted(text: string): void {
  const before1 = lane1;
  const before2 = lane2;
  feedChar(QUOTE);
  if (feedPlain(text)) {
    feedChar(QUOTE);
    return;
  }
  lane1 = before1;
  lane2 = before2;
  feedText(JSON.stringify(text));
}

/** Feeds the JSON text of `value` to the lanes; false for a value JSON.stringify leaves out (undefined, a function, a symbol). */
function walk(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
      quoted(value);
      return true;
    case 'number':
      feedText(Number.isFinite(value) ? String(value) : 'null');
      return true;
    case 'boolean':
      feedText(value ? 'true' : 'false');
      return true;
    case 'object':
      if (value === null) feedText('null');
      else if (Array.isArray(value)) walkArray(value);
      else walkObject(value);
      return true;
    case 'bigint':
      // JSON.stringify throws on it: so does the caller's fallback.
      throw new NotPlainJson();
    default:
      return false;
  }
}

function walkArray(array: readonly unknown[]): void {
  feedChar(91);
  for (let i = 0; i < array.length; i++) {
    if (i > 0) feedChar(COMMA);
    if (!walk(array[i])) feedText('null');
  }
  feedChar(93);
}

function walkObject(object: object): void {
  // A class instance, a Date (toJSON) or an object without a prototype: JSON.stringify's own rules.
  if (Object.getPrototypeOf(object) !== Object.prototype || 'toJSON' in object) throw new NotPlainJson();
  feedChar(123);
  let first = true;
  // Object.keys: own enumerable string keys in JSON.stringify's order.
  // Own enumerable string keys, in JSON.stringify's order (no allocation: Object.keys cost more).
  for (const key in object) {
    if (!Object.prototype.hasOwnProperty.call(object, key)) continue;
    const v: unknown = (object as Record<string, unknown>)[key];
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
    if (!first) feedChar(COMMA);
    first = false;
    quoted(key);
    feedChar(COLON);
    walk(v);
  }
  feedChar(125);
}
