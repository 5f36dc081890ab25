import type { QuoteSheet, SheetLetterhead } from './quote-sheet';
import type { SheetFaces } from './sheet-faces';
import { unprintableWords } from './unprintable-words';
import type { DrawStep } from './sheet-layout';

/** A part of the sheet a character may come from (unprintable-words.ts says each). */
export type SheetPart =
  | 'company'
  | 'headline'
  | 'subline'
  | 'reference'
  | 'route'
  | 'details'
  | 'validity'
  | 'charges'
  | 'free-time'
  | 'penalties'
  | 'notes'
  | 'terms';

/** A character no face has, and the parts of the sheet that hold it. */
export interface UnprintableCharacter {
  readonly char: string;
  readonly parts: readonly SheetPart[];
}

/**
 * A sheet that holds characters no face of the desk has: refused, naming
 * them, rather than printed as empty boxes. The characters cross back from
 * the PDF thread as data, so main says them in the desk's language.
 */
export class UnprintableText extends Error {
  constructor(readonly characters: readonly UnprintableCharacter[]) {
    super(unprintableWords(characters));
    this.name = 'UnprintableText';
  }
}

/** The parts of the sheet a character may come from, with the texts each holds. */
function sheetParts(sheet: QuoteSheet, letterhead: SheetLetterhead): readonly (readonly [SheetPart, readonly string[]])[] {
  return [
    ['company', [letterhead.companyName]],
    ['headline', [sheet.headline]],
    ['subline', sheet.subline ? [sheet.subline] : []],
    ['reference', [sheet.reference]],
    ['route', [sheet.from ?? '', sheet.to ?? '']],
    ['details', sheet.facts.map((f) => f.value)],
    ['validity', sheet.validUntil ? [sheet.validUntil] : []],
    ['charges', sheet.charges.flatMap((c) => [c.label, c.detail ?? ''])],
    ['free-time', sheet.freeTime.flatMap((f) => [f.charge, f.container ?? '', f.startEvent ?? ''])],
    ['penalties', sheet.penalties.flatMap((p) => [p.label, p.detail ?? ''])],
    ['notes', sheet.notes],
    ['terms', [sheet.terms]],
  ];
}

/**
 * Throws UnprintableText when the laid-out page holds characters no face
 * has (what was left out for room is not asked about), saying each and
 * where in the sheet it is: "🚢" (U+1F6A2) in the carrier's notes.
 */
export function refusedCharacters(
  steps: readonly DrawStep[],
  sheet: QuoteSheet,
  letterhead: SheetLetterhead,
  faces: Pick<SheetFaces, 'missing'>,
): void {
  const missing = new Set<string>();
  for (const step of steps) if (step.kind === 'text') for (const char of faces.missing(step.text, step.bold)) missing.add(char);
  if (missing.size === 0) return;
  const parts = sheetParts(sheet, letterhead);
  throw new UnprintableText(
    [...missing].map((char) => ({
      char,
      parts: parts.filter(([, texts]) => texts.some((t) => t.includes(char))).map(([part]) => part),
    })),
  );
}
