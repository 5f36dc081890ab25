/*
 * HAND-COMPILED: the pallet type lookup, in the shape of the observed
 * courier.pallet-types payload ({ type, length, width, height, unit }) and with
 * the three types the spec says are in use (Custom, Euro, American).
 *
 * Dimensions are the standards' own, not the observed example's:
 * - Euro: the EUR/EPAL 1 pallet of EN 13698-1, 1200 x 800 x 144 mm, written in
 *   CM as the observed payload does. (The observed example says height 145,
 *   which is a loading height, not the pallet's.)
 * - American: the GMA pallet, the North American footprint of ISO 6780,
 *   48 x 40 in. Neither standard fixes its height, so height is null. (The
 *   observed example gives 120 x 100 CM, which is the ISO 1200 x 1000 mm
 *   footprint, not the American one.)
 * - Custom: the operator gives every dimension, so the lookup has none.
 */
export interface PalletTypeRecord {
  type: string;
  length: number | null;
  width: number | null;
  height: number | null;
  unit: 'CM' | 'IN' | null;
}

export const PALLET_TYPES: readonly PalletTypeRecord[] = [
  { type: 'Custom', length: null, width: null, height: null, unit: null },
  { type: 'Euro', length: 120, width: 80, height: 14.4, unit: 'CM' },
  { type: 'American', length: 48, width: 40, height: null, unit: 'IN' },
];
