import { m } from '@shared/i18n/messages';
import type { MessageLanguage } from '@shared/i18n/desk-language';
import type { RatingMode } from '@shared/api/modes';
import type { ProfileSummary } from '@shared/domain/profile';
import type { StoredShipmentListItem } from '@shared/ipc/channels/tracking';
import { statusLabel } from '@shared/domain/code-labels';
import { RATING_MODE_NAMES } from '@shared/domain/rating-mode-names';
import { ratingModeTab } from '../../lib/rating-mode-tab';
import { placeText } from '../../lib/shipment-list/shipment-columns';
import type { RouteId, RouteInfo } from '../routes';
import { screenKey, shortcutText } from '../screen-shortcuts';
import type { PaletteEntry } from './palette-match';

/*
 * The command palette's entries, each from the table that already lists it:
 * the screens from the route table, the ratings from the mode table,
 * the profiles from the profile list, the shipments from main's store; their
 * words in the desk's language of the moment (the palette builds them as it opens).
 */

/**
 * An entry's other words in the desk's language and in English: an operator
 * who learnt the desk in English still finds "rate" on a Spanish desk.
 */
function bothLanguages(words: (inputs?: Record<string, never>, options?: { locale?: MessageLanguage }) => string): string {
  const now = words();
  const english = words({}, { locale: 'en' });
  return now === english ? now : `${now} ${english}`;
}

export interface PaletteActions {
  go(screen: RouteId, params?: Record<string, string>): void;
  activateProfile(id: string): void;
}

export function screenEntries(table: readonly RouteInfo[], actions: PaletteActions, mac?: boolean): PaletteEntry[] {
  return table.map((route, index) => {
    const key = screenKey(index);
    return {
      id: `screen-${route.id}`,
      section: m.palette_section_go_to(),
      label: route.label,
      detail: route.summary,
      keywords: `${bothLanguages(m.palette_screen_words)} ${route.id}`,
      ...(key ? { shortcut: shortcutText(key, mac) } : {}),
      run: () => actions.go(route.id),
    };
  });
}

export function ratingEntries(modes: readonly RatingMode[], actions: PaletteActions): PaletteEntry[] {
  return modes.map((mode) => ({
    id: `rate-${mode}`,
    section: m.palette_section_rate(),
    label: m.palette_rate_label({ mode: ratingModeTab(mode) }),
    detail: m.palette_rate_detail({ mode: RATING_MODE_NAMES[mode]() }),
    keywords: `${bothLanguages(m.palette_rate_words)} ${mode}`,
    run: () => actions.go('rating', { mode }),
  }));
}

/** Every profile but the active one: switching to it signs in with its credentials. */
export function profileEntries(list: readonly ProfileSummary[], actions: PaletteActions): PaletteEntry[] {
  return list
    .filter((profile) => !profile.active)
    .map((profile) => ({
      id: `profile-${profile.id}`,
      section: m.palette_section_profiles(),
      label: m.palette_switch_to({ name: profile.name }),
      detail: profile.kind === 'sandbox' ? m.palette_profile_sandbox() : m.palette_profile_service(),
      keywords: bothLanguages(m.palette_profile_words),
      run: () => actions.activateProfile(profile.id),
    }));
}

/** Shipments main's store found for the words typed. */
export function shipmentEntries(rows: readonly StoredShipmentListItem[], actions: PaletteActions): PaletteEntry[] {
  return rows.map((row) => ({
    id: `shipment-${row.shipmentId}`,
    section: m.palette_section_shipments(),
    label: m.palette_shipment({ code: row.shipmentCode ?? row.shipmentId }),
    detail: `${placeText(row.origin)} → ${placeText(row.destination)} · ${statusLabel(row.trackingStatus)}`,
    run: () => actions.go('tracking', { shipment: row.shipmentId }),
  }));
}
