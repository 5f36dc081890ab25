import type { PalletType } from '@shared/api/lookups';
import { m } from '@shared/i18n/messages';
import type { ratingPalletTypes } from '@shared/api/rating-requests';

export type RatingPalletType = (typeof ratingPalletTypes)[number];

/**
 * One pallet type the operator can choose. The lookup names Custom, Euro and
 * American; a rating request takes Custom, Euro1, Euro2 or Uk. This table is
 * the bridge: Euro is the EUR 1 pallet (120 x 80 cm); the American pallet
 * (48 x 40 in) has no rating type of its own, so it is rated as a Custom
 * pallet of its size in centimetres (122 x 102). EUR 2 and UK, which the
 * lookup does not list, are offered too because the rating knows them.
 */
export interface PalletChoice {
  /** The select's value: the lookup type, or the rating type for the two extra ones. */
  readonly id: string;
  readonly label: string;
  readonly ratingType: RatingPalletType;
  /** Footprint in cm to prefill, or null for a custom size. */
  readonly lengthCm: number | null;
  readonly widthCm: number | null;
}

const CM_PER_INCH = 2.54;

/** The footprint each known type stands for when the lookup gives no size. */
const standard: Readonly<
  Record<string, { ratingType: RatingPalletType; name: () => string; size: [number, number] | null }>
> = {
  Custom: { ratingType: 'Custom', name: m.rating_pallet_custom, size: null },
  Euro: { ratingType: 'Euro1', name: m.rating_pallet_euro, size: [120, 80] },
  American: { ratingType: 'Custom', name: m.rating_pallet_american, size: [122, 102] },
  Euro2: { ratingType: 'Euro2', name: m.rating_pallet_euro2, size: [120, 100] },
  Uk: { ratingType: 'Uk', name: m.rating_pallet_uk, size: [120, 100] },
};

/** A lookup size in cm (inches converted, rounded to whole cm), or null when not given. */
function sizeInCm(value: number | null, unit: string | null): number | null {
  if (value === null || !(value > 0)) return null;
  return unit === 'IN' ? Math.round(value * CM_PER_INCH) : Math.round(value);
}

function choice(id: string, lengthCm: number | null, widthCm: number | null): PalletChoice {
  const known = standard[id];
  const ratingType = known?.ratingType ?? 'Custom';
  const name = known?.name() ?? m.rating_pallet_as_custom({ type: id });
  // The size is not in the label: picking the type fills it into the length and width fields.
  return { id, label: name, ratingType, lengthCm, widthCm };
}

/** The choices for the pallet type select, from the lookup (or the rating types alone when it is empty). */
export function palletChoices(lookup: readonly PalletType[]): PalletChoice[] {
  const fromLookup = lookup.map((p) => {
    const fallback = standard[p.type]?.size ?? null;
    const length = sizeInCm(p.length, p.unit) ?? fallback?.[0] ?? null;
    const width = sizeInCm(p.width, p.unit) ?? fallback?.[1] ?? null;
    return choice(p.type, length, width);
  });
  const seen = new Set(fromLookup.map((c) => c.id));
  const base = seen.has('Custom') ? [] : [choice('Custom', null, null)];
  const euro1 = fromLookup.some((c) => c.ratingType === 'Euro1') ? [] : [choice('Euro', 120, 80)];
  return [...base, ...fromLookup, ...euro1, choice('Euro2', 120, 100), choice('Uk', 120, 100)];
}

/** The rating enum value for a chosen pallet (the select's value); Custom for anything unknown. */
export function ratingPalletType(choiceId: string): RatingPalletType {
  return standard[choiceId]?.ratingType ?? 'Custom';
}

/** Shown under the pallet lines, so the operator knows what the service is told. */
export const palletTypeHint = m.rating_pallet_hint;
