/**
 * Printable ASCII without capitals, nor ^ and ` (which Unicode counts as
 * diacritics): already folded, the common case (codes, most agencies and cities).
 */
const FOLDED_ASCII = /^[\x20-\x40\x5b-\x5d\x5f\x61-\x7e]*$/;
/** Printable ASCII without ^ and `: Unicode normalisation leaves it as it is, only its case folds. */
const PLAIN_ASCII = /^[\x20-\x5d\x5f\x61-\x7e]*$/;

/**
 * Texts folded the long way lately, by text. A sync folds about ten values
 * per shipment (shipment-columns.ts), most of them a few cities, states and
 * agencies met again on row after row: normalising each again cost about a
 * microsecond and a half, a fifth of inserting its row. Bounded: emptied
 * when full.
 */
const folded = new Map<string, string>();
const FOLDED_KEPT = 4_096;

/**
 * Text as searches compare it: lower case, accents removed, outer spaces
 * trimmed, so "León", "leon" and "LEON " all read "leon". The local store keeps
 * folded copies of the searchable fields and folds what the operator types the
 * same way, so a search means the same in main, in a worker and in tests.
 */
export function foldText(text: string): string {
  // A sync folds about ten values per shipment: skip Unicode normalisation where it cannot change anything.
  if (FOLDED_ASCII.test(text)) return text.trim();
  if (PLAIN_ASCII.test(text)) return text.toLowerCase().trim();
  const known = folded.get(text);
  if (known !== undefined) return known;
  const result = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
  if (folded.size >= FOLDED_KEPT) folded.clear();
  folded.set(text, result);
  return result;
}
