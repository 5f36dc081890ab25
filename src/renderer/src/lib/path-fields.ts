import type { Attachment } from 'svelte/attachments';

/**
 * What a field named by its path (`origin.city`, `boxes[1].weight`) takes from
 * its form: its message, the clearing of it once edited, and where its control
 * registers to take the cursor. The booking's FormScaffold is one; the rating
 * form's PathFields, over the messages its state class keeps, is another.
 */
export interface PathForm {
  readonly errors: Readonly<Record<string, string>>;
  clearError(path: string): void;
  focusable(path: string): Attachment<HTMLElement>;
}

/** A field's message: its form's, by its path, when it is bound to one; else the one it was given. */
export function fieldMessage(form: PathForm | undefined, path: string | undefined, given: string | undefined): string | undefined {
  return form && path !== undefined ? form.errors[path] : given;
}

/** Where a bound field's control registers with its form (nothing for a field bound to none). */
export function fieldControl(form: PathForm | undefined, path: string | undefined): Attachment<HTMLElement> | undefined {
  return form && path !== undefined ? form.focusable(path) : undefined;
}

/** A bound field was edited: its message in its form goes. */
export function fieldEdited(form: PathForm | undefined, path: string | undefined): void {
  if (form && path !== undefined) form.clearError(path);
}

/** Node.DOCUMENT_POSITION_FOLLOWING, named here so the order can be checked without a page. */
const FOLLOWING = 4;

/**
 * The fields of a form whose messages a state class keeps (the rating form's,
 * per mode): each control registers under its path while it is on screen, so
 * the cursor goes to the first field with a message in the order of the page,
 * whichever fields the form shows now.
 */
export class PathFields implements PathForm {
  readonly #messages: () => Readonly<Record<string, string>>;
  readonly #clear: (path: string) => void;
  readonly #controls = new Map<string, HTMLElement>();

  constructor(messages: () => Readonly<Record<string, string>>, clear: (path: string) => void) {
    this.#messages = messages;
    this.#clear = clear;
  }

  get errors(): Readonly<Record<string, string>> {
    return this.#messages();
  }

  clearError(path: string): void {
    this.#clear(path);
  }

  /** Registers a control under its path; a line that moves up takes its new path, a removed one leaves nothing. */
  focusable(path: string): Attachment<HTMLElement> {
    return (element) => {
      this.#controls.set(path, element);
      return () => {
        if (this.#controls.get(path) === element) this.#controls.delete(path);
      };
    };
  }

  /** Puts the cursor on the first control on the page whose field has a message; false when none has. */
  focusFirstError(): boolean {
    const errors = this.errors;
    let first: HTMLElement | null = null;
    for (const [path, control] of this.#controls) {
      if (!errors[path]) continue;
      if (first === null || control.compareDocumentPosition(first) & FOLLOWING) first = control;
    }
    first?.focus();
    return first !== null;
  }
}
