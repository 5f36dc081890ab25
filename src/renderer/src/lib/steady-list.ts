/**
 * A derived list that hands back the list it gave last time when the new one
 * holds the same items in the same order: a filter run again on new prices
 * then leaves what reads the list (the rows drawn, their keys, the delivery
 * times compared) as it was, instead of recomputing it for an equal list.
 */
export class SteadyList<T> {
  #last: readonly T[] = [];

  of(next: readonly T[]): readonly T[] {
    const last = this.#last;
    if (next.length === last.length && next.every((item, i) => item === last[i])) return last;
    this.#last = next;
    return next;
  }
}
