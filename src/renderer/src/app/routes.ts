import { NEW_MESSAGES_PARAM } from '@shared/domain/change-targets';
import type { OpenTarget } from '@shared/ipc/channels/app';

/**
 * The screens of the app, in sidebar order. One table drives the sidebar and
 * the router, so adding a screen is one entry here plus its component in
 * screen-loaders.ts (which fails the type check until it is there).
 */
export type RouteId =
  | 'today'
  | 'rating'
  | 'quotes'
  | 'booking'
  | 'tracking'
  | 'documents'
  | 'tariffs'
  | 'lookups'
  | 'settings'
  | 'pricing';

export interface RouteInfo {
  readonly id: RouteId;
  readonly label: string;
  /** Sidebar group: the daily work, reference data, or the app itself. */
  readonly group: 'work' | 'reference' | 'app';
  /** One line on what the screen is for, shown under its title. */
  readonly summary: string;
  /**
   * Whether the screen shows one account's records (anything from the
   * service): it is built again, empty, when the active profile or its
   * credentials change. Settings holds the app's own profiles, not an account's.
   */
  readonly accountData: boolean;
  /** Address parameters naming one of the account's records: dropped when the profile changes. */
  readonly records: readonly string[];
}

export const routes: readonly RouteInfo[] = [
  {
    id: 'today',
    label: 'Today',
    group: 'work',
    summary:
      'What changed since your last look, free days running out, quotes expiring within a day and documents missing for pickups.',
    accountData: true,
    records: [],
  },
  {
    id: 'rating',
    label: 'Rating',
    group: 'work',
    summary:
      'Price boxes, pallets, sea FCL or LCL and air shipments, compare the carriers’ offers, save one as a quote or book it.',
    accountData: true,
    records: [],
  },
  {
    id: 'quotes',
    label: 'Quotes',
    group: 'work',
    summary: 'Saved rates, their prices and surcharges, and when they expire; book or delete them.',
    accountData: true,
    records: [],
  },
  {
    id: 'booking',
    label: 'Bookings',
    group: 'work',
    summary: 'Every booking and the booking forms in progress. Book a rate from Rating or a saved quote from Quotes.',
    accountData: true,
    records: ['quote', 'type'],
  },
  {
    id: 'tracking',
    label: 'Tracking',
    group: 'work',
    summary: 'Every booked shipment, filtered and sorted; open one for its codes, addresses and tracking messages.',
    accountData: true,
    records: ['shipment', NEW_MESSAGES_PARAM],
  },
  {
    id: 'documents',
    label: 'Documents',
    group: 'work',
    summary: 'The documents each booked shipment needs: drop files to upload them, download templates and uploads.',
    accountData: true,
    records: ['shipment'],
  },
  {
    id: 'tariffs',
    label: 'Tariffs',
    group: 'work',
    summary: 'Upload maritime tariffs (CSV, PDF, XLSX…) and read the tariff report of a contract, rate by rate.',
    accountData: true,
    records: [],
  },
  {
    id: 'lookups',
    label: 'Lookups',
    group: 'reference',
    summary:
      'Reference data from the freight service: ports, container types, postal codes, pallet types and airports.',
    accountData: true,
    records: [],
  },
  {
    id: 'settings',
    label: 'Settings',
    group: 'app',
    summary: 'Connection profiles (the embedded sandbox and your freight service accounts), sync and notifications.',
    accountData: false,
    records: [],
  },
  // Last in the table, so the nine screens before it keep their keys; the sidebar shows it under Reference.
  {
    id: 'pricing',
    label: 'Pricing',
    group: 'reference',
    summary: 'Your customers and margin rules, what quotes are sold at, and the quotes report per customer and period.',
    accountData: true,
    records: [],
  },
];

/** The screen the app opens on: the day starts with what needs the operator today. */
export const defaultRoute: RouteId = 'today';

export function findRoute(id: RouteId): RouteInfo {
  // Every RouteId has an entry: the table above is the only source of ids.
  return routes.find((r) => r.id === id) as RouteInfo;
}

/** `#/tracking` or, with parameters, `#/tracking?shipment=...` (empty values are left out). */
export function hrefOf(id: RouteId, params?: Readonly<Record<string, string | undefined>>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `#/${id}?${text}` : `#/${id}`;
}

/** The screen of what a line or main names to open (`app.open`'s target); null for a screen this build lacks. */
export function routeOfTarget(target: OpenTarget): RouteId | null {
  return routeFromHash(`#/${target.screen}`);
}

/** The address of what a line or main names to open; the first screen's for a screen this build lacks. */
export function hrefOfTarget(target: OpenTarget): string {
  const id = routeOfTarget(target);
  return id === null ? hrefOf(defaultRoute) : hrefOf(id, target.params);
}

/** The parameters of an address without those naming one account's records (after a profile change). */
export function withoutRecords(id: RouteId, params: URLSearchParams): Record<string, string> {
  const { records } = findRoute(id);
  return Object.fromEntries([...params].filter(([key]) => !records.includes(key)));
}

/** The parameters after `?` in a location hash. */
export function paramsFromHash(hash: string): URLSearchParams {
  const at = hash.indexOf('?');
  return new URLSearchParams(at === -1 ? '' : hash.slice(at + 1));
}

/** The route a location hash names ("#/settings", "#/settings/", "#settings"), or null. */
export function routeFromHash(hash: string): RouteId | null {
  const id = hash.replace(/^#\/?/, '').split(/[/?]/)[0]?.toLowerCase() ?? '';
  return routes.some((r) => r.id === id) ? (id as RouteId) : null;
}
