import { AppError } from '../../lib/api';
import { splitProblems, withoutError, type FieldErrors } from '../../lib/field-errors';

/** What reading a pricing form gives: its messages by field, and the input to send when there are none. */
export interface FormReading<I> {
  readonly errors: FieldErrors;
  readonly input: I | null;
}

/**
 * A form of the pricing book (a customer, a margin rule): its values, the
 * message under each field (by the path main names it with), and its save,
 * checked here first, then by main, whose problems go under their fields and
 * whatever belongs to none above the buttons.
 */
export class PricingFormState<V, I, T> {
  values: V = $state() as V;
  errors: FieldErrors = $state.raw({});
  failure: AppError | null = $state.raw(null);
  saving = $state(false);

  constructor(
    /** The field paths main's problems may name. */
    private readonly paths: readonly string[],
    private readonly send: (input: I) => Promise<T>,
    initial: V,
  ) {
    this.values = initial;
  }

  /** Starts again on `values`, with no message. */
  reset(values: V): void {
    this.values = values;
    this.errors = {};
    this.failure = null;
  }

  /** A field was edited: its message goes. */
  clear(path: string): void {
    this.errors = withoutError(this.errors, path);
  }

  /** Sends what `read` makes of the values (a plain copy of them) when it finds no problem; `saved` is told what main kept. */
  async save(read: (values: V) => FormReading<I>, saved: (kept: T) => void): Promise<void> {
    // A plain copy has the values' own shape: the pricing forms hold strings, which a snapshot keeps as they are.
    const reading = read($state.snapshot(this.values) as V);
    this.errors = reading.errors;
    this.failure = null;
    if (!reading.input) return;
    this.saving = true;
    try {
      saved(await this.send(reading.input));
    } catch (cause) {
      const problem = AppError.from(cause);
      const { byField, other } = splitProblems(problem.details, this.paths);
      this.errors = byField;
      if (Object.keys(byField).length === 0 || other.length > 0) this.failure = problem;
    } finally {
      this.saving = false;
    }
  }
}
