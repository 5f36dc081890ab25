/**
 * Printable ASCII without capitals, nor ^ and ` (which Unicode counts as
 * diacritics): already folded, the common case (codes, most agencies and cities).
 */
const FOLDED_ASCII = /^[\x20-\x40\x5b-\x5d\x5f\x61-\x7e]*$/;

/**
 * Text as searches compare it: lower case, accents removed, outer spaces
 * trimmed, so "León", "leon" and "LEON " all read "leon". The local store keeps
 * folded copies of the searchable fields and folds what the operator types the
 * same way, so a search means the same in main, in a worker and in tests.
 */
export function foldText(text: string): string {
  // A sync folds about ten values per shipment: skip Unicode normalisation where it cannot change anything.
  if (FOLDED_ASCII.test(text)) return text.trim();
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
