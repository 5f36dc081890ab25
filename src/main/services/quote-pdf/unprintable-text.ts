import type { QuoteSheet, SheetLetterhead } from './quote-sheet';
import type { SheetFaces } from './sheet-faces';
import { PRINTED_SCRIPTS } from './sheet-fonts';
import type { DrawStep } from './sheet-layout';

/** A sheet that holds characters no face of the desk has: refused, naming them, rather than printed as empty boxes. */
export class UnprintableText extends Error {
  constructor(
    readonly characters: readonly string[],
    message: string,
  ) {
    super(message);
    this.name = 'UnprintableText';
  }
}

/** How many characters the message names; the rest are counted. */
const NAMED = 8;

/** "U+1F6A2". */
const codeOf = (char: string) => `U+${(char.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`;

/** The parts of the sheet a character may come from, in the words of the message. */
function sheetParts(sheet: QuoteSheet, letterhead: SheetLetterhead): readonly (readonly [string, readonly string[]])[] {
  return [
    ['your company name', [letterhead.companyName]],
    ["the customer's or carrier's name", [sheet.headline]],
    ['the carrier and service', sheet.subline ? [sheet.subline] : []],
    ['the reference', [sheet.reference]],
    ['the route', [sheet.from ?? '', sheet.to ?? '']],
    ['the details', sheet.facts.map((f) => f.value)],
    ['the validity', sheet.validUntil ? [sheet.validUntil] : []],
    ['the charges', sheet.charges.flatMap((c) => [c.label, c.detail ?? ''])],
    ['the free time', sheet.freeTime.flatMap((f) => [f.charge, f.container ?? '', f.startEvent ?? ''])],
    ['the penalties', sheet.penalties.flatMap((p) => [p.label, p.detail ?? ''])],
    ["the carrier's notes", sheet.notes],
    ['the terms', [sheet.terms]],
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
  const characters = [...missing];
  const parts = sheetParts(sheet, letterhead);
  const named = characters.slice(0, NAMED).map((char) => {
    const where = parts.filter(([, texts]) => texts.some((t) => t.includes(char))).map(([part]) => part);
    return `"${char}" (${codeOf(char)})${where.length > 0 ? ` in ${where.join(' and ')}` : ''}`;
  });
  const more = characters.length > NAMED ? ` and ${characters.length - NAMED} more` : '';
  throw new UnprintableText(
    characters,
    `The quote holds ${characters.length === 1 ? 'a character' : 'characters'} no font of the desk can print: ${named.join('; ')}${more}. ` +
      `The desk prints ${PRINTED_SCRIPTS}.`,
  );
}
