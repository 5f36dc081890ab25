import type { z } from 'zod';
import { profilesChannels } from './channels/profiles';
import { sessionChannels } from './channels/session';
import { ratingChannels } from './channels/rating';
import { quotesChannels } from './channels/quotes';
import { bookingChannels } from './channels/booking';
import { trackingChannels } from './channels/tracking';
import { documentsChannels } from './channels/documents';
import { tariffsChannels } from './channels/tariffs';
import { lookupsChannels } from './channels/lookups';
import { filesChannels } from './channels/files';
import { appChannels, type DeskNotice, type OpenTarget } from './channels/app';
import { syncChannels } from './channels/sync';
import { settingsChannels } from './channels/settings';
import { draftsChannels } from './channels/drafts';
import { todayChannels } from './channels/today';
import { pricingChannels } from './channels/pricing';
import type { ShipmentChangesEvent, SyncStatus } from './channels/sync';
import type { ProfileSummary } from '../domain/profile';
import type { DataChange, SessionStatus } from './session';
import { channelNames, eventNames } from './channel-names';

/**
 * Every IPC channel, by name 'area.method', one file per area under
 * channels/ (the same areas as src/shared/api, src/main/services, the
 * renderer's screens and the sandbox's handlers). The preload, the web
 * harness bridge and the main router are all built from this table.
 */
export const channels = {
  ...profilesChannels,
  ...sessionChannels,
  ...ratingChannels,
  ...quotesChannels,
  ...bookingChannels,
  ...trackingChannels,
  ...documentsChannels,
  ...tariffsChannels,
  ...lookupsChannels,
  ...filesChannels,
  ...appChannels,
  ...syncChannels,
  ...settingsChannels,
  ...draftsChannels,
  ...todayChannels,
  ...pricingChannels,
} as const;

export type Channels = typeof channels;
export type ChannelName = keyof Channels;
/** Every channel's name, from the schema-free list the preload and the harness bridge load (channel-names.ts). */
export { channelNames, eventNames };
export type ChannelInput<K extends ChannelName> = z.input<Channels[K]['input']>;
/** The output type of a channel (`__output` is optional only to be a phantom; a null the channel answers stays). */
export type ChannelOutput<K extends ChannelName> = Exclude<Channels[K]['__output'], undefined>;

/** Events main sends to the renderer, with their payload types. */
export interface EventPayloads {
  'session.changed': SessionStatus;
  'profiles.changed': ProfileSummary[];
  /** A write made lists stale (a booking, a tracking switch, an upload): main dropped its copies. */
  'data.changed': DataChange;
  /** The sync of the active profile's store started, moved on, ended, failed or was cancelled. */
  'sync.changed': SyncStatus;
  /** A sync or a write found shipments changed (status, dates, messages, documents, listed or not). */
  'shipments.changed': ShipmentChangesEvent;
  /** Open a screen: a notification or a menu item was clicked (the desktop app). */
  'app.open': OpenTarget;
  /** A notification for the page to show: the desktop around it has none of its own (the web harness). */
  'app.notice': DeskNotice;
}
export type EventName = keyof EventPayloads;

export function isChannelName(value: unknown): value is ChannelName {
  return typeof value === 'string' && Object.hasOwn(channels, value);
}

// The schema-free name lists and the table hold the same names: a name only in the lists fails `satisfies`, a name
// only in the table fails below, the error naming it ("Type 'true' is not assignable to type '"area.method"'").
channelNames satisfies readonly ChannelName[];
eventNames satisfies readonly EventName[];
type UnnamedChannel = Exclude<ChannelName, (typeof channelNames)[number]>;
type UnnamedEvent = Exclude<EventName, (typeof eventNames)[number]>;
const everyChannelNamed: [UnnamedChannel] extends [never] ? true : UnnamedChannel = true;
const everyEventNamed: [UnnamedEvent] extends [never] ? true : UnnamedEvent = true;
void everyChannelNamed;
void everyEventNamed;
