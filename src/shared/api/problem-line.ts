import { m } from '../i18n/messages';
import { bookingFieldWords } from './booking-rule-words';
import { ratingFieldWords } from './rating-rule-words';
import type { RequestFieldRefusal } from './request-field-refusals';
import { wirePathWords } from './wire-field-words';

/*
 * A problem as the top line of an error the operator reads: its path is the
 * wire's, kept in the error's details and the log, never on screen where a
 * form's words can name the field.
 */

/** A problem as main's errors carry it: a rule, a request field's refusal or `namesItsPlace` marks a sentence that names its field. */
export interface WordedProblem {
  readonly path: string;
  readonly message: string;
  readonly rule?: string;
  readonly requestField?: RequestFieldRefusal;
  /** The sentence names where it is itself ("tarifas.csv, línea 3: …"). */
  readonly namesItsPlace?: true;
}

/**
 * "El campo Persona de contacto (origen) es obligatorio": a sentence that
 * names its field alone; any other message after the field's label
 * ("Peso: debe ser un número"); else after the desk's words for its wire path
 * ("Precio (tarifa 1)"), and after the path itself only where no word is known.
 */
export function problemLine(problem: WordedProblem): string {
  // A path of the whole value ("$") names nothing the sentence around the line does not.
  if (
    problem.path === '' ||
    problem.path === '$' ||
    problem.rule !== undefined ||
    problem.requestField !== undefined ||
    problem.namesItsPlace
  )
    return problem.message;
  const key = /(\w+)$/.exec(problem.path)?.[1] ?? '';
  const words = ratingFieldWords(key, problem.path) ?? bookingFieldWords(key, problem.path);
  const field =
    words === null ? (wirePathWords(problem.path) ?? problem.path) : words.charAt(0).toUpperCase() + words.slice(1);
  return m.problem_line_field({ field, message: problem.message });
}
