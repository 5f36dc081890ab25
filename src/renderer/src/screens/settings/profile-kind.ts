import type { ProfileKind } from '@shared/domain/profile';
import { m } from '@shared/i18n/messages';

const labels: Readonly<Record<ProfileKind, () => string>> = {
  sandbox: m.profile_kind_sandbox,
  service: m.profile_kind_service,
};

/** The kind of a profile in words: "Embedded sandbox" or "Service". */
export function kindLabel(kind: ProfileKind): string {
  return labels[kind]();
}
