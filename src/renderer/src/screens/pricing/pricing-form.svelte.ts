import { AppError } from '../../lib/api';
import { splitProblems, type FieldErrors } from '../../lib/field-errors';
import { FormScaffold } from '../../lib/form.svelte';

/** What reading a pricing form gives: its messages by path, and the input to send when there are none. */
export interface FormReading<I> {
  readonly errors: FieldErrors;
  readonly input: I | null;
}

/**
 * A form of the pricing book (a customer, a margin rule): a form's scaffold
 * (values, the message under each field, the field that takes the cursor)
 * and its save, checked here first, then by main. Main and the form's reader
 * name a problem by its path (`scope.carrier`); `paths` places it under its
 * field, and what belongs to none shows above the buttons.
 */
export class PricingFormState<V extends object, I, T> extends FormScaffold<V, Extract<keyof V, string>> {
  failure: AppError | null = $state.raw(null);
  saving = $state(false);

  constructor(
    /** Each field, in screen order, by the path its problems are named with. */
    private readonly paths: Readonly<Record<Extract<keyof V, string>, string>>,
    private readonly send: (input: I) => Promise<T>,
    initial: V,
  ) {
    // Object.keys gives a record's own keys, which are the fields the record is typed with.
    super(Object.keys(paths) as Extract<keyof V, string>[], initial);
  }

  /** Starts again on `values`, with no message. */
  reset(values: V): void {
    this.values = values;
    this.errors = {};
    this.failure = null;
  }

  /** Sends what `read` makes of the values (a plain copy of them) when it finds no problem; `saved` is told what main kept. */
  async save(read: (values: V) => FormReading<I>, saved: (kept: T) => void): Promise<void> {
    // A plain copy has the values' own shape: the pricing forms hold strings, which a snapshot keeps as they are.
    const reading = read($state.snapshot(this.values) as V);
    this.failure = null;
    if (!this.check(this.#underFields(reading.errors)) || !reading.input) return;
    this.saving = true;
    try {
      saved(await this.send(reading.input));
    } catch (cause) {
      const problem = AppError.from(cause);
      const { byField, other } = splitProblems(problem.details, Object.values(this.paths));
      this.check(this.#underFields(byField));
      if (Object.keys(byField).length === 0 || other.length > 0) this.failure = problem;
    } finally {
      this.saving = false;
    }
  }

  /** Messages by path, as messages by the field each path is. */
  #underFields(byPath: FieldErrors): FieldErrors {
    const entries = Object.entries<string>(this.paths).flatMap(([field, path]) => {
      const message = byPath[path];
      return message === undefined ? [] : [[field, message] as const];
    });
    return Object.fromEntries(entries);
  }
}
