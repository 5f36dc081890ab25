/*
 * What the pass over the list answer (list-answer-index.ts) finds: where the
 * items sit and what is read whole, as byte ranges of the saved answer.
 */

/** The list's place in the answer: a bare list, the object's `shipments`, or neither (any other JSON, or none). */
export type ListAnswerForm = 'list' | 'object' | 'other';

/** A byte range of the answer, end excluded. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

/** What the pass found. */
export interface ListAnswerOutline {
  readonly form: ListAnswerForm;
  /** How many items the list holds (0 unless the list is an array). */
  readonly count: number;
  /** The bytes of items first..last, commas between them included (a JSON array's inside). */
  itemsBetween(first: number, last: number): ByteRange;
  /**
   * The answer without its items, to be read whole: the object's other
   * members in order, and the list's own key with `[]`. Null for an answer
   * with no JSON value at all (empty, or only white space).
   */
  readonly rest: RestOfAnswer | null;
}

/**
 * What to read of the answer besides its items: ranges of the file, joined
 * as an object's members ('object'), `[]` ('list'), or the whole value ('other').
 */
export interface RestOfAnswer {
  readonly form: ListAnswerForm;
  /** The members, in order; `list: true` marks the list's member, read as its key and `[]`. */
  readonly members: readonly { readonly range: ByteRange; readonly list: boolean }[];
}

/** The answer's outline breaks JSON at this byte: cut short, a stray byte, or brackets that do not match. */
export class NotJsonError extends Error {
  override readonly name = 'NotJsonError';
  constructor(readonly at: number) {
    super(`the answer is not JSON at byte ${at}`);
  }
}

/** Byte offsets in a growing Float64Array: a double holds any offset of a file the size limit allows. */
export class Offsets {
  private values = new Float64Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
  at(index: number): number {
    if (index < 0 || index >= this.length) throw new RangeError(`no item ${index} (${this.length} listed)`);
    return this.values[index] as number;
  }
  clear(): void {
    this.length = 0;
  }
}
