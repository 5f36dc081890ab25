/* Words for the service's surcharge groups, bases and penalty types: the rate details on screen and the quote PDF say them alike. */
import type { SurchargeGroup } from '../api/rating';
import { codeLabel } from './code-labels';

/** "Per container · 20DRY": the group in words, with the container it is for. */
export function surchargeGroupLabel(group: Pick<SurchargeGroup, 'group' | 'containerSizeType'>): string {
  const label = codeLabel('surchargeGroup', group.group) ?? 'Surcharges';
  return group.containerSizeType ? `${label} · ${group.containerSizeType}` : label;
}

/** "PER_CONTAINER" -> "Per container"; null when the service sent no basis. */
export function basisLabel(basis: string | null): string | null {
  return codeLabel('surchargeBasis', basis);
}

/** The penalty's own name when the service gives one, else its type in words ("AmmendmentFee" -> "Amendment fee"). */
export function penaltyLabel(type: string | null, name: string | null): string {
  if (name?.trim()) return name.trim();
  return codeLabel('penaltyType', type) ?? 'Penalty';
}
