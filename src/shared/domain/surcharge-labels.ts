/* Words for the service's surcharge groups, bases and penalty types: the rate details on screen and the quote PDF say them alike. */
import type { MessageLanguage } from '../i18n/desk-language';
import { m } from '../i18n/messages';
import { getLocale } from '../i18n/paraglide/runtime.js';
import { codeLabel } from './code-labels';

/** "Per container · 20DRY": the group in words, with the container it is for (in the desk's language unless named: a PDF names its own). */
export function surchargeGroupLabel(
  group: { readonly group: string; readonly containerSizeType: string | null },
  language: MessageLanguage = getLocale(),
): string {
  const label = codeLabel('surchargeGroup', group.group, language) ?? m.surcharges({}, { locale: language });
  return group.containerSizeType ? `${label} · ${group.containerSizeType}` : label;
}

/** "PER_CONTAINER" -> "Per container"; null when the service sent no basis. */
export function basisLabel(basis: string | null, language: MessageLanguage = getLocale()): string | null {
  return codeLabel('surchargeBasis', basis, language);
}

/** The penalty's own name when the service gives one, else its type in words ("AmmendmentFee" -> "Amendment fee"). */
export function penaltyLabel(
  type: string | null,
  name: string | null,
  language: MessageLanguage = getLocale(),
): string {
  if (name?.trim()) return name.trim();
  return codeLabel('penaltyType', type, language) ?? m.penalty({}, { locale: language });
}
