/*
 * The pseudo-locale's text: English with every letter accented and 40% more
 * length, between brackets, so a clipped or concatenated text shows on screen
 * (a lost bracket is a cut end). Placeholders (`{name}`) are kept as they are.
 */

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ó', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ú', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Í', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ó', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Ú', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

/** How much longer than English the pseudo-locale is: the rough worst case of a translation. */
export const PSEUDO_GROWTH = 0.4;

const PADDING = ' ·~';

function accented(text: string): string {
  let out = '';
  for (const char of text) out += ACCENTED[char] ?? char;
  return out;
}

/** A text in the pseudo-locale: `Hello {name}` -> `[Ĥéļļó {name} ·~·]`; an empty text stays empty. */
export function pseudoText(text: string): string {
  if (text.trim() === '') return text;
  const parts = text.split(/(\{[^{}]*\})/);
  const letters = parts.filter((_, i) => i % 2 === 0).join('').length;
  const body = parts.map((part, i) => (i % 2 === 1 ? part : accented(part))).join('');
  const extra = Math.ceil(letters * PSEUDO_GROWTH);
  let padding = '';
  while (padding.length < extra) padding += PADDING[padding.length % PADDING.length];
  return `[${body}${padding}]`;
}
