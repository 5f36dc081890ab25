/*
 * A table of the service's sentences, each a function of the values it
 * names, read backwards: a sentence the service sent is found again with its
 * values, so the desk can say it in its own language.
 */

/** A stand-in for the i-th value, which no sentence holds. */
const marker = (i: number) => `\uE000${i}\uE001`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Which sentence of the table a text is, with the values it names. */
export interface FoundSentence<K extends string> {
  readonly key: K;
  readonly values: readonly string[];
}

/** A finder of the table's sentences: each made a pattern by saying it with markers for its values. */
export function sentenceFinder<K extends string>(
  table: Readonly<Record<K, (...values: string[]) => string>>,
): (text: string) => FoundSentence<K> | null {
  const patterns = (Object.keys(table) as K[]).map((key) => {
    const say = table[key];
    const sentence = say(...Array.from({ length: say.length }, (_, i) => marker(i)));
    const source = sentence
      .split(/\uE000\d+\uE001/)
      .map(escape)
      .join('([\\s\\S]*?)');
    return { key, pattern: new RegExp(`^${source}$`) };
  });
  return (text) => {
    for (const { key, pattern } of patterns) {
      const found = pattern.exec(text);
      if (found) return { key, values: found.slice(1) };
    }
    return null;
  };
}
