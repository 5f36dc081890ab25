/**
 * Calls `run` once the operator stopped typing for `waitMs`: a search is
 * asked for the words typed, not for every keystroke. `flush` runs a waiting
 * call now (Enter), `cancel` drops it (the screen is gone).
 */
export class Debounced<T> {
  #timer: ReturnType<typeof setTimeout> | null = null;
  #pending: { value: T } | null = null;

  constructor(
    private readonly run: (value: T) => void,
    private readonly waitMs: number,
  ) {}

  push(value: T): void {
    this.cancel();
    this.#pending = { value };
    this.#timer = setTimeout(() => this.flush(), this.waitMs);
  }

  flush(): void {
    const pending = this.#pending;
    this.cancel();
    if (pending) this.run(pending.value);
  }

  cancel(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    this.#pending = null;
  }
}
