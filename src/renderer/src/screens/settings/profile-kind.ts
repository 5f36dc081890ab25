import type { ProfileKind } from '@shared/domain/profile';

const labels: Readonly<Record<ProfileKind, string>> = {
  sandbox: 'Embedded sandbox',
  service: 'Service',
};

/** The kind of a profile in words: "Embedded sandbox" or "Service". */
export function kindLabel(kind: ProfileKind): string {
  return labels[kind];
}
