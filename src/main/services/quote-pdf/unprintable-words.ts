import { m } from '@shared/i18n/messages';
import type { SheetPart, UnprintableCharacter } from './unprintable-text';

/*
 * What the operator reads of a sheet refused for characters no face has, in
 * the desk's language of the moment (the PDF's own language is the
 * customer's, who never reads this).
 */

const PART_WORDS: Readonly<Record<SheetPart, () => string>> = {
  company: m.main_pdf_part_company,
  headline: m.main_pdf_part_headline,
  subline: m.main_pdf_part_subline,
  reference: m.main_pdf_part_reference,
  route: m.main_pdf_part_route,
  details: m.main_pdf_part_details,
  validity: m.main_pdf_part_validity,
  charges: m.main_pdf_part_charges,
  'free-time': m.main_pdf_part_free_time,
  penalties: m.main_pdf_part_penalties,
  notes: m.main_pdf_part_notes,
  terms: m.main_pdf_part_terms,
};

/** How many characters the message names; the rest are counted. */
const NAMED = 8;

/** "U+1F6A2". */
const codeOf = (char: string) => `U+${(char.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`;

/** "The quote holds characters no font of the desk can print: "🚢" (U+1F6A2) in the carrier's notes; … The desk prints …". */
export function unprintableWords(characters: readonly UnprintableCharacter[]): string {
  const named = characters.slice(0, NAMED).map(({ char, parts }) => {
    const said = { char, code: codeOf(char) };
    return parts.length === 0
      ? m.main_pdf_unprintable_character(said)
      : m.main_pdf_unprintable_character_in({
          ...said,
          where: joinedWords(parts.map((part) => PART_WORDS[part]())),
        });
  });
  const more = characters.length - NAMED;
  return m.main_pdf_unprintable({
    count: characters.length,
    named: named.join('; '),
    more: more > 0 ? m.main_pdf_unprintable_more({ count: more }) : '',
  });
}

/** "a", "a and b", "a and b and c": the parts as the English message always joined them. */
function joinedWords(words: readonly string[]): string {
  return words.reduce((said, word) => (said === '' ? word : m.main_pdf_part_and({ first: said, next: word })), '');
}
