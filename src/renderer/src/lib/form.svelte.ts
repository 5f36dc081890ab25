import type { Attachment } from 'svelte/attachments';
import { AppError } from './api';
import { hasErrors, splitProblems, withoutError, type FieldErrors } from './field-errors';

/** The fields of a form's values that hold text: what a text box, a text area or a select binds to. */
export type TextKeys<V> = { [K in keyof V]-?: V[K] extends string ? K : never }[keyof V] & string;

/** What a form focuses: an input, a textarea, a select (anything with focus()). */
export interface Focusable {
  focus(): void;
}

/**
 * The scaffold every form of the desk has: its values, the message under each
 * field, the element of each field (to put the cursor on the first problem),
 * and the refusal of main split into field messages and the rest. A screen
 * keeps one per form and binds its fields to `values`, `errors` and `inputs`.
 *
 * `fields` is the form's fields in screen order: the first with a message is
 * the one focused. A field without an element in `inputs` (a file list) is
 * never focused; its message is expected to be an alert.
 * A form whose fields come and go (booking's cargo lines, named by paths such
 * as `cargos[1].hsCode`) gives `fields` as a function of what is on screen and
 * puts `{@attach form.focusable(id)}` on each control; it places main's
 * problems with its own tables, so it does not use `refused`.
 */
export class FormScaffold<V extends object, F extends string = Extract<keyof V, string>> {
  values: V = $state() as V;
  errors: FieldErrors = $state({});
  /** Each field's input, filled by bind:input (TextField) in the form's markup. */
  readonly inputs: Partial<Record<F, HTMLInputElement>> = $state({});
  /** Fields that are no input (a textarea, a select), filled by bind:this. */
  readonly boxes: Partial<Record<F, Focusable>> = $state({});

  readonly #fields: readonly F[] | (() => readonly F[]);

  constructor(fields: readonly F[] | (() => readonly F[]), initial: V) {
    this.#fields = fields;
    this.values = initial;
  }

  /** The form's fields in screen order, as they are now. */
  get fields(): readonly F[] {
    return typeof this.#fields === 'function' ? this.#fields() : this.#fields;
  }

  /**
   * Registers a control as the field's element while it is on screen, under
   * the field's current id: a line that moves up takes its new id, and a
   * removed line's control leaves no stale element behind.
   */
  focusable(field: F): Attachment<HTMLElement> {
    return (element) => {
      this.boxes[field] = element;
      return () => {
        if (this.boxes[field] === element) delete this.boxes[field];
      };
    };
  }

  /** A text field's value (the form's field components bind through it). */
  text(field: TextKeys<V>): string {
    // TextKeys keeps only the keys whose value is a string; TypeScript cannot follow that through V[K].
    return this.values[field] as string;
  }

  setText(field: TextKeys<V>, value: string): void {
    // As in text(): the key names a string field of V.
    (this.values as Record<TextKeys<V>, string>)[field] = value;
  }

  /** The field was edited: its message goes (the others stay until the next check). */
  clearError(field: F): void {
    if (!this.errors[field]) return;
    this.errors = withoutError(this.errors, field);
  }

  /** Puts the cursor on the first field, in screen order, that has a message. */
  focusFirstError(found: FieldErrors = this.errors): void {
    const first = this.fields.find((f) => found[f]);
    if (first !== undefined) (this.inputs[first] ?? this.boxes[first])?.focus();
  }

  /** Shows a check's messages; true when there are none (the form may be sent). */
  check(found: FieldErrors): boolean {
    this.errors = found;
    if (!hasErrors(found)) return true;
    this.focusFirstError(found);
    return false;
  }

  /**
   * A refusal of main, said where the operator looks: a validation error's
   * problems under their fields (the first focused), and what belongs to no
   * field returned as the error the form shows above or below itself (null
   * when every problem found its field). Any other error is returned whole.
   */
  refused(error: AppError): AppError | null {
    const { byField, other } =
      error.code === 'validation' ? splitProblems(error.details, this.fields) : { byField: {}, other: [] };
    this.errors = byField;
    if (!hasErrors(byField)) return error;
    this.focusFirstError(byField);
    return other.length > 0 ? new AppError({ code: error.code, message: other.join(' ') }) : null;
  }
}
