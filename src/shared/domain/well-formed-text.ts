import { m } from '../i18n/messages';

/** Half of a UTF-16 surrogate pair without its other half: no character at all. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a text cannot be taken as it is, in words; null when it can. A NUL ends
 * strings in SQLite's text functions and full-text queries, and a lone
 * surrogate has no UTF-8 form (an address cannot carry it, a file or the
 * service gets U+FFFD instead): neither is anything an operator typed.
 */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return m.text_problem_nul();
  if (LONE_SURROGATE.test(text)) return m.text_problem_broken();
  return null;
}

/** Line breaks and other control characters (C0, DEL, C1, U+2028, U+2029): never part of an id or a code. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it finds
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
