import { z } from 'zod';
import type { ProfileSummary } from '../domain/profile';
import { baseUrl } from '../domain/profile';
import { channel, none, requiredId } from './channel';
import { deskChannels, type ShipmentChangesEvent, type SyncStatus } from './channels/desk';
import { referenceChannels } from './channels/reference';
import { shipmentChannels } from './channels/shipments';
import { workChannels } from './channels/work';
import type { DataChange, SessionStatus } from './session';
import type { SetAsideSettingsFile } from './settings-file';

const profileId = z.object({ id: requiredId('Profile id') });

export const profileInput = z.object({
  /** Absent to create a new service profile. */
  id: requiredId('Profile id').optional(),
  name: z.string().trim().min(1, 'Name is required').max(80, 'Name must be at most 80 characters'),
  baseUrl,
  /** Absent to keep the credentials the keychain already holds. */
  apiKey: z.string().trim().min(1, 'API key is required').max(512).optional(),
  apiSecret: z.string().min(1, 'API secret is required').max(1024).optional(),
});
export type ProfileInput = z.input<typeof profileInput>;

/**
 * Every IPC channel, by name 'area.method'. The preload, the web harness
 * bridge and the main router are all built from this table.
 */
export const channels = {
  'profiles.list': channel<ProfileSummary[]>()(none),
  'profiles.get': channel<ProfileSummary>()(profileId),
  'profiles.save': channel<ProfileSummary>()(profileInput),
  'profiles.remove': channel<ProfileSummary[]>()(profileId),
  'profiles.activate': channel<SessionStatus>()(profileId),
  /** The settings files this run could not read and kept aside (empty: none), for the operator to be told. */
  'profiles.setAsideFiles': channel<SetAsideSettingsFile[]>()(none),

  'session.status': channel<SessionStatus>()(none),
  'session.signIn': channel<SessionStatus>()(none),
  'session.signOut': channel<SessionStatus>()(none),

  ...workChannels,
  ...shipmentChannels,
  ...referenceChannels,
  ...deskChannels,
} as const;

export type Channels = typeof channels;
export type ChannelName = keyof Channels;
export const channelNames = Object.keys(channels) as ChannelName[];
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
}
export type EventName = keyof EventPayloads;
export const eventNames: readonly EventName[] = [
  'session.changed',
  'profiles.changed',
  'data.changed',
  'sync.changed',
  'shipments.changed',
];

export function isChannelName(value: unknown): value is ChannelName {
  return typeof value === 'string' && Object.hasOwn(channels, value);
}
