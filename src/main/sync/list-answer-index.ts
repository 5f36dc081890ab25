/*
 * Where each shipment sits in the bytes of the list answer, found in one pass
 * over the answer fed in pieces: the answer of a large account is larger than
 * one JavaScript string can hold, so it is never decoded whole. The pieces
 * are checked later by JSON.parse (each batch of items, and the answer with
 * its list left empty); this pass only cuts them where JSON allows a cut, and
 * says an answer whose outline is not JSON (cut short, brackets that do not
 * match, stray bytes) is not JSON.
 */

import {
  NotJsonError,
  Offsets,
  type ListAnswerForm,
  type ListAnswerOutline,
  type RestOfAnswer,
} from './list-answer-outline';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_LIST = 0x5b;
const CLOSE_LIST = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

const BYTE_ORDER_MARK = [0xef, 0xbb, 0xbf];

const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/** What the byte after white space may be, where the pass is. */
type Expect =
  /** The answer's first value. */
  | 'answer'
  /** Inside the list: an item, or its end right after `[`. */
  | 'first-item'
  | 'item'
  /** Inside an item (nested brackets and strings are skipped by depth). */
  | 'in-item'
  /** Inside the answer object: a key, or its end right after `{`. */
  | 'first-key'
  | 'key'
  | 'colon'
  | 'member-value'
  | 'in-member'
  /** After the list member's `]`: `,` or the object's end. */
  | 'after-list'
  /** After the answer's value: only white space. */
  | 'end'
  /** Any other value: its bytes are read whole, as they are. */
  | 'other';

/** The key the object form keeps its list under (tracking.ts, shipmentListResponse). */
export const LIST_KEY = 'shipments';

/** A key's bytes longer than this cannot be the list's key, however it is escaped (`\u0073` is 6 bytes a letter). */
const LONGEST_LIST_KEY_BYTES = LIST_KEY.length * 6 + 2;

/**
 * The pass itself: feed() the answer's bytes in order, in pieces of any
 * size, then end(). It keeps no bytes, only offsets, except a key's few
 * bytes while it is being read.
 */
export class ListAnswerScanner {
  private expect: Expect = 'answer';
  private form: ListAnswerForm = 'other';
  private empty = true;
  /** Bracket depth: the answer's own brackets are depth 1. */
  private depth = 0;
  /** The depth of the list's items: 1 for a bare list, 2 for the object's member. */
  private itemDepth = 0;
  private inString = false;
  /** A backslash ended the last piece inside a string: the next byte is escaped. */
  private escaped = false;
  private readonly starts = new Offsets();
  private readonly ends = new Offsets();
  private readonly members: { range: { start: number; end: number }; list: boolean }[] = [];
  /** The member being read: where its key started, and the key's bytes while they are few. */
  private memberStart = 0;
  private keyBytes: number[] | null = null;
  private keyIsList = false;
  private answerStart = 0;
  /** How many bytes of a byte order mark began the answer. */
  private markBytes = 0;
  private fed = 0;

  /** The next piece of the answer. */
  feed(piece: Uint8Array): void {
    const base = this.fed;
    this.fed += piece.length;
    let i = 0;
    const n = piece.length;
    while (i < n) {
      if (this.expect === 'in-item') {
        i = this.skipInItem(piece, i);
        if (i === n) break;
      }
      if (this.inString) {
        if (this.escaped) {
          this.escaped = false;
          this.keepKeyByte(piece[i] as number);
          i += 1;
          continue;
        }
        // Strings are most of the bytes, and short: a plain loop to the next quote or backslash.
        const from = i;
        let byte = 0;
        while (i < n) {
          byte = piece[i] as number;
          if (byte === QUOTE || byte === BACKSLASH) break;
          i += 1;
        }
        if (this.keyBytes !== null) this.keepKeyBytes(piece, from, Math.min(i + 1, n));
        if (i === n) continue;
        i += 1;
        if (byte === BACKSLASH) {
          if (i < n) {
            this.keepKeyByte(piece[i] as number);
            i += 1;
          } else this.escaped = true;
          continue;
        }
        this.inString = false;
        if (this.expect === 'colon' && this.keyBytes !== null) this.keyRead();
        continue;
      }
      const byte = piece[i] as number;
      const at = base + i;
      i += 1;
      if (this.expect === 'other') {
        // Read whole as it is (JSON.parse judges it); nothing to cut.
        i = n;
        continue;
      }
      if (isSpace(byte)) continue;
      this.step(byte, at);
    }
  }

  /**
   * Inside an item, where almost every byte of a large answer is: a plain loop
   * with the state in locals, up to the byte that may end the item (a comma
   * or a bracket at the item's depth, outside strings), which it leaves for
   * step(). Returns where it stopped.
   */
  private skipInItem(piece: Uint8Array, from: number): number {
    const n = piece.length;
    const itemDepth = this.itemDepth;
    let depth = this.depth;
    let inString = this.inString;
    let escaped = this.escaped;
    let i = from;
    while (i < n) {
      const byte = piece[i] as number;
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) inString = false;
        i += 1;
        continue;
      }
      if (depth === itemDepth && (byte === COMMA || byte === CLOSE_LIST || byte === CLOSE_OBJECT)) break;
      i += 1;
      if (byte === QUOTE) inString = true;
      else if (byte === OPEN_OBJECT || byte === OPEN_LIST) depth += 1;
      else if (byte === CLOSE_OBJECT || byte === CLOSE_LIST) depth -= 1;
    }
    this.depth = depth;
    this.inString = inString;
    this.escaped = escaped;
    return i;
  }

  /** The answer has ended: its outline, or NotJsonError when it broke off. */
  end(): ListAnswerOutline {
    if (this.expect === 'answer' && this.markBytes % BYTE_ORDER_MARK.length !== 0) {
      // Only part of a mark: read whole, as above.
      this.empty = false;
      this.form = 'other';
      this.expect = 'other';
    }
    const whole = this.expect === 'end' || this.expect === 'other' || this.expect === 'answer';
    if (this.inString || this.escaped || !whole) throw new NotJsonError(this.fed);
    const starts = this.starts;
    const ends = this.ends;
    const count = this.form === 'other' ? 0 : starts.length;
    const rest: RestOfAnswer | null = this.empty
      ? null
      : this.form === 'other'
        ? { form: 'other', members: [{ range: { start: this.answerStart, end: this.fed }, list: false }] }
        : { form: this.form, members: this.members };
    return {
      form: this.form,
      count,
      rest,
      itemsBetween(first, last) {
        if (last < first) throw new RangeError(`items ${first} to ${last}`);
        return { start: starts.at(first), end: ends.at(last) };
      },
    };
  }

  /** One byte outside strings, not white space. */
  private step(byte: number, at: number): void {
    switch (this.expect) {
      case 'answer':
        // A UTF-8 byte order mark before the answer is dropped, as the decoder drops it.
        if (at === this.markBytes && byte === BYTE_ORDER_MARK[at]) {
          this.markBytes += 1;
          return;
        }
        this.empty = false;
        this.answerStart = at;
        if (this.markBytes % BYTE_ORDER_MARK.length !== 0) {
          // Part of a mark: the decoder makes it a replacement character, which JSON.parse of the whole refuses.
          this.answerStart = 0;
          this.form = 'other';
          this.expect = 'other';
          return;
        }
        if (byte === OPEN_LIST) {
          this.form = 'list';
          this.depth = 1;
          this.itemDepth = 1;
          this.expect = 'first-item';
        } else if (byte === OPEN_OBJECT) {
          this.form = 'object';
          this.depth = 1;
          this.expect = 'first-key';
        } else {
          this.form = 'other';
          this.expect = 'other';
        }
        return;
      case 'first-item':
      case 'item':
        if (byte === CLOSE_LIST && this.expect === 'first-item') return this.listEnded();
        if (byte === COMMA || byte === CLOSE_LIST || byte === CLOSE_OBJECT || byte === COLON)
          throw new NotJsonError(at);
        this.starts.push(at);
        this.expect = 'in-item';
        return this.inside(byte);
      case 'in-item':
        if (this.depth === this.itemDepth) {
          if (byte === COMMA) {
            this.ends.push(at);
            this.expect = 'item';
            return;
          }
          if (byte === CLOSE_LIST) {
            this.ends.push(at);
            return this.listEnded();
          }
          if (byte === CLOSE_OBJECT) throw new NotJsonError(at);
        }
        return this.inside(byte);
      case 'first-key':
      case 'key':
        if (byte === CLOSE_OBJECT && this.expect === 'first-key') return this.objectEnded();
        if (byte !== QUOTE) throw new NotJsonError(at);
        this.memberStart = at;
        this.keyBytes = [QUOTE];
        this.inString = true;
        this.expect = 'colon';
        return;
      case 'colon':
        if (byte !== COLON) throw new NotJsonError(at);
        this.expect = 'member-value';
        return;
      case 'member-value':
        if (this.keyIsList && byte === OPEN_LIST) {
          // A later `shipments` replaces an earlier one, as JSON.parse reads it.
          this.dropListMember();
          this.members.push({ range: { start: this.memberStart, end: at }, list: true });
          this.starts.clear();
          this.ends.clear();
          this.depth = 2;
          this.itemDepth = 2;
          this.expect = 'first-item';
          return;
        }
        if (byte === COMMA || byte === CLOSE_OBJECT || byte === CLOSE_LIST || byte === COLON)
          throw new NotJsonError(at);
        if (this.keyIsList) {
          // Not a list: the member is read whole (the schema says what it should be), and no items are kept.
          this.dropListMember();
          this.starts.clear();
          this.ends.clear();
        }
        this.expect = 'in-member';
        return this.inside(byte);
      case 'in-member':
        if (this.depth === 1 && (byte === COMMA || byte === CLOSE_OBJECT)) {
          this.members.push({ range: { start: this.memberStart, end: at }, list: false });
          if (byte === COMMA) this.expect = 'key';
          else this.objectEnded();
          return;
        }
        if (this.depth === 1 && byte === CLOSE_LIST) throw new NotJsonError(at);
        return this.inside(byte);
      case 'after-list':
        if (byte === COMMA) this.expect = 'key';
        else if (byte === CLOSE_OBJECT) this.objectEnded();
        else throw new NotJsonError(at);
        return;
      case 'end':
        throw new NotJsonError(at);
      case 'other':
        return;
    }
  }

  /** A byte inside an item or a member's value: strings and nesting are followed, the rest is JSON.parse's to judge. */
  private inside(byte: number): void {
    if (byte === QUOTE) this.inString = true;
    else if (byte === OPEN_OBJECT || byte === OPEN_LIST) this.depth += 1;
    // Never the list's or the answer's own end: the callers take those at their depth.
    else if (byte === CLOSE_OBJECT || byte === CLOSE_LIST) this.depth -= 1;
  }

  private listEnded(): void {
    this.depth -= 1;
    this.expect = this.form === 'list' ? 'end' : 'after-list';
  }

  private objectEnded(): void {
    this.depth = 0;
    this.expect = 'end';
  }

  private dropListMember(): void {
    const index = this.members.findIndex((member) => member.list);
    if (index !== -1) this.members.splice(index, 1);
  }

  /** The key just read: is it the list's? (JSON.parse reads its escapes.) */
  private keyRead(): void {
    const bytes = this.keyBytes;
    this.keyBytes = null;
    this.keyIsList = false;
    if (bytes === null || bytes.length > LONGEST_LIST_KEY_BYTES) return;
    try {
      this.keyIsList = JSON.parse(Buffer.from(bytes).toString('utf8')) === LIST_KEY;
    } catch {
      // Not a JSON string: JSON.parse of the rest says so.
    }
  }

  private keepKeyByte(byte: number): void {
    if (this.keyBytes !== null && this.keyBytes.length <= LONGEST_LIST_KEY_BYTES) this.keyBytes.push(byte);
  }

  private keepKeyBytes(piece: Uint8Array, from: number, to: number): void {
    if (this.keyBytes === null) return;
    for (let k = from; k < to && this.keyBytes.length <= LONGEST_LIST_KEY_BYTES; k += 1)
      this.keyBytes.push(piece[k] as number);
  }
}
