/*
 * The modes' ids: what the desk rates and books. Here, below the API contract,
 * because the domain's rules (margins, priced quotes, mode names) name a mode
 * too; the modes' tables are src/shared/api/modes.ts.
 */

export const ratingModeIds = ['boxes', 'pallets', 'sea-fcl', 'sea-lcl', 'air'] as const;
export type RatingMode = (typeof ratingModeIds)[number];

export const bookingModeIds = ['boxes', 'pallets', 'sea-fcl', 'sea-lcl'] as const;
export type BookingMode = (typeof bookingModeIds)[number];
