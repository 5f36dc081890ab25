import bidiFactory, { type Bidi } from 'bidi-js';

/** A piece of a line drawn with one face in one direction. */
export interface TextRun<Face> {
  /** In reading order; when right to left, its brackets mirrored ("(" for ")"). */
  readonly text: string;
  readonly face: Face;
  readonly rightToLeft: boolean;
}

let bidi: Bidi | null = null;

/**
 * A line cut into runs of one face and one direction, in the order they
 * stand on the line from left to right. The order is the Unicode
 * bidirectional algorithm's (bidi-js) for a left-to-right paragraph (the
 * sheet is written in English): an Arabic or Hebrew name reads right to left,
 * its numbers left to right, and a Latin code after it stays after it.
 * `faceOf` picks the face of each character given the face of the run it
 * would join (null when it starts one).
 */
export function visualRuns<Face>(
  line: string,
  faceOf: (codePoint: number, current: Face | null) => Face,
): TextRun<Face>[] {
  if (line === '') return [];
  bidi ??= bidiFactory();
  const { levels } = bidi.getEmbeddingLevels(line, 'ltr');
  const runs: { start: number; end: number; level: number; face: Face }[] = [];
  for (let i = 0; i < line.length; ) {
    const codePoint = line.codePointAt(i) as number;
    const next = i + (codePoint > 0xffff ? 2 : 1);
    const level = levels[i] ?? 0;
    const last = runs.at(-1);
    const face = faceOf(codePoint, last && last.level === level ? last.face : null);
    if (last && last.level === level && last.face === face) last.end = next;
    else runs.push({ start: i, end: next, level, face });
    i = next;
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse each stretch of runs at that level or above.
  const highest = Math.max(...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 === 1 ? r.level : Number.POSITIVE_INFINITY)));
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let i = 0; i < runs.length; ) {
      if ((runs[i]?.level ?? 0) < level) {
        i += 1;
        continue;
      }
      let end = i;
      while (end < runs.length && (runs[end]?.level ?? 0) >= level) end += 1;
      runs.splice(i, end - i, ...runs.slice(i, end).reverse());
      i = end;
    }
  }
  const mirror = bidi;
  return runs.map((run) => {
    const rightToLeft = run.level % 2 === 1;
    const text = line.slice(run.start, run.end);
    return {
      text: rightToLeft ? Array.from(text, (char) => mirror.getMirroredCharacter(char) ?? char).join('') : text,
      face: run.face,
      rightToLeft,
    };
  });
}
