/**
 * The ids a field's error and hint carry (FieldFrame renders them) and the
 * ARIA its control needs to point at them: one rule for every field, so a
 * screen reader reads the problem first, then the help, after the label.
 */

export const fieldErrorId = (id: string): string => `${id}-error`;
export const fieldHintId = (id: string): string => `${id}-hint`;

export interface FieldAria {
  'aria-invalid': 'true' | undefined;
  'aria-describedby': string | undefined;
}

/** Spread onto the control: `<input {...fieldAria(id, error, hint)} />`. */
export function fieldAria(id: string, error: string | undefined, hint: string | undefined): FieldAria {
  const described = [error ? fieldErrorId(id) : null, hint ? fieldHintId(id) : null].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? 'true' : undefined,
    'aria-describedby': described || undefined,
  };
}
