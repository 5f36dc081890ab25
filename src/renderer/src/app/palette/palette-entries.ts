import type { RatingMode } from '@shared/api/modes';
import type { ProfileSummary } from '@shared/domain/profile';
import type { StoredShipmentListItem } from '@shared/domain/stored-records';
import type { FormMode } from '../../screens/rating/form-modes';
import { statusLabel } from '@shared/domain/code-labels';
import { placeText } from '../../screens/tracking/shipment-columns';
import type { RouteId, RouteInfo } from '../routes';
import { screenKey, shortcutText } from '../screen-shortcuts';
import type { PaletteEntry } from './palette-match';

/*
 * The command palette's entries, each from the table that already lists it:
 * the screens from the route table, the ratings from the rating form's modes,
 * the profiles from the profile list, the shipments from main's store.
 */

export interface PaletteActions {
  go(screen: RouteId, params?: Record<string, string>): void;
  activateProfile(id: string): void;
}

export function screenEntries(table: readonly RouteInfo[], actions: PaletteActions, mac?: boolean): PaletteEntry[] {
  return table.map((route, index) => {
    const key = screenKey(index);
    return {
      id: `screen-${route.id}`,
      section: 'Go to',
      label: route.label,
      detail: route.summary,
      keywords: `go open screen ${route.id}`,
      ...(key ? { shortcut: shortcutText(key, mac) } : {}),
      run: () => actions.go(route.id),
    };
  });
}

export function ratingEntries(modes: readonly FormMode[], actions: PaletteActions): PaletteEntry[] {
  return modes.map((form) => ({
    id: `rate-${form.mode}`,
    section: 'Rate',
    label: `Rate ${form.tab}`,
    detail: `A new rating: ${form.title}`,
    keywords: `rating start new price quote ${form.mode}`,
    run: () => actions.go('rating', { mode: form.mode satisfies RatingMode }),
  }));
}

/** Every profile but the active one: switching to it signs in with its credentials. */
export function profileEntries(list: readonly ProfileSummary[], actions: PaletteActions): PaletteEntry[] {
  return list
    .filter((profile) => !profile.active)
    .map((profile) => ({
      id: `profile-${profile.id}`,
      section: 'Profiles',
      label: `Switch to ${profile.name}`,
      detail: profile.kind === 'sandbox' ? 'The embedded sandbox' : 'A freight service account',
      keywords: 'profile account use switch',
      run: () => actions.activateProfile(profile.id),
    }));
}

/** Shipments main's store found for the words typed. */
export function shipmentEntries(rows: readonly StoredShipmentListItem[], actions: PaletteActions): PaletteEntry[] {
  return rows.map((row) => ({
    id: `shipment-${row.shipmentId}`,
    section: 'Shipments',
    label: `Shipment ${row.shipmentCode ?? row.shipmentId}`,
    detail: `${placeText(row.origin)} → ${placeText(row.destination)} · ${statusLabel(row.trackingStatus)}`,
    run: () => actions.go('tracking', { shipment: row.shipmentId }),
  }));
}
