import { codeLabel } from '@shared/domain/code-labels';
import type { ContainerType } from '@shared/api/lookups';
import { containerTypes, findContainerType } from '@shared/domain/containers';
import type { SelectOption } from './select-option';

/**
 * The container types for the FCL lines, from the lookup, written as a rating
 * request needs them (DRY20, HRF40). The meaning and the reefer flag come from
 * the spec's table (domain/containers.ts), not from the lookup's own label and
 * flag, which the service gets wrong for some types; the lookup only says
 * which types the service offers. Without a lookup, the spec's 18 types.
 */
export function containerOptions(lookup: readonly ContainerType[] | null): SelectOption[] {
  const codes =
    lookup && lookup.length > 0
      ? [...new Set(lookup.map((c) => c.ratingCode).filter((c): c is string => c !== null))]
      : containerTypes.map((c) => c.code);
  return codes.flatMap((code) => {
    const info = findContainerType(code);
    return info ? [{ value: info.code, label: `${info.code} · ${codeLabel('containerType', info.code)}` }] : [];
  });
}

/** The reefer flag a container line sends: true only for operating reefers (RF, HRF). */
export function isReeferType(code: string): boolean {
  return findContainerType(code)?.isReefer ?? false;
}
