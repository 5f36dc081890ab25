/* Words for the service's surcharge groups and penalty types: the rate details on screen and the quote PDF say them alike. */
import type { SurchargeGroup } from '../api/rating';

/** The payload's surcharge groups in words; an unknown group keeps its key. */
const groupLabels: Readonly<Record<string, string>> = {
  perFreight: 'Paid with the freight',
  atOrigin: 'At origin',
  atDestination: 'At destination',
  perDoc: 'Per document',
  perContainer: 'Per container',
  items: 'Surcharges',
};

export function surchargeGroupLabel(group: Pick<SurchargeGroup, 'group' | 'containerSizeType'>): string {
  const label = groupLabels[group.group] ?? group.group;
  return group.containerSizeType ? `${label} · ${group.containerSizeType}` : label;
}

/** "PER_CONTAINER" -> "Per container". */
export function basisLabel(basis: string | null): string | null {
  if (!basis) return null;
  const text = basis.replace(/_/g, ' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "AmmendmentFee" -> "Amendment fee" (the service's spelling fixed for reading). */
export function penaltyLabel(type: string | null, name: string | null): string {
  if (name) return name;
  if (!type) return 'Penalty';
  const words = type
    .replace(/Ammendment/, 'Amendment')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
