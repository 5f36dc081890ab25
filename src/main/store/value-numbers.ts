/** For each row, the number of its value: one byte or two when the distinct values are that few. */
export type ValueNumbers = Uint8Array | Uint16Array | Int32Array;

/**
 * The same numbers in the narrowest array that holds them, `distinct` being
 * one more than the largest: a column kept for a million rows costs a
 * quarter of its four-byte array when its values fit in a byte.
 */
export function narrowestNumbers(numbers: Int32Array, distinct: number): ValueNumbers {
  if (distinct <= 0x100) return Uint8Array.from(numbers);
  if (distinct <= 0x10000) return Uint16Array.from(numbers);
  return numbers;
}
