import type { DeskLanguage } from '@main/desk-language';
import type { z } from 'zod';
import type { OperationId, OperationResult } from '@shared/api/operations';
import type { ChannelName, ChannelOutput, Channels } from '@shared/ipc/contract';
import type { CallArgs } from '@main/api';
import type { ProfileRoster } from '@main/credentials/profile-roster';
import type { DesktopPort } from '@main/desktop-port';
import type { EventHub } from '@main/events';
import type { SessionService } from '@main/session/session-service';
import type { DeskSettingsFile } from '@main/settings/desk-settings-file';
import type { SyncService } from '@main/sync/sync-service';
import type { FileChunkThread } from '@main/store/file-chunk-thread';
import type { QuotePdfThread } from './quote-pdf/quote-pdf-thread';
import type { KeptReader } from './support/kept-read';
import type { LocalStoreAccess } from '@main/store-access/local-store-access';
import type { PortPlaces } from '@main/free-time/free-time-view';
import type { PlaceWeights } from './support/place-order';

/** What serves one channel: its input as the channel's schema parsed it, its output as the contract types it. */
export type ChannelHandler<K extends ChannelName> = (
  input: z.output<Channels[K]['input']>,
) => Promise<ChannelOutput<K>> | ChannelOutput<K>;

/** One function per channel: the router's table (services/index.ts merges the areas' slices into it). */
export type Handlers = { readonly [K in ChannelName]: ChannelHandler<K> };

/**
 * The slice of the table one area serves: exactly the channels named
 * `<area>.*`. An area that leaves one out, or serves another area's, fails the
 * type check.
 */
export type AreaHandlers<Area extends string> = {
  readonly [K in ChannelName as K extends `${Area}.${string}` ? K : never]: ChannelHandler<K>;
};

/** What the areas are built on (app-core.ts makes one of each). */
export interface ServiceDeps {
  readonly profiles: ProfileRoster;
  readonly session: SessionService;
  readonly events: EventHub;
  readonly stores: LocalStoreAccess;
  readonly kept: KeptReader;
  readonly sync: SyncService;
  readonly deskSettings: DeskSettingsFile;
  readonly desktop: DesktopPort;
  /** The language main speaks in (errors, exports, notifications, the menu). */
  readonly language: DeskLanguage;
  /** How big each known place is: the order of place suggestions. */
  readonly placeWeights: PlaceWeights;
  /** The ports the desk ships data of: the place and time zone free time counts a port's days in. */
  readonly ports: PortPlaces;
  /** The folder of the log files; null when this core writes none (tests, benches). */
  readonly logFolder: string | null;
  /** Where a large file's bytes are written into the store, off main's thread; absent, main writes them a chunk per turn. */
  readonly fileThread?: FileChunkThread;
  /** Where quote PDFs are laid out and drawn, off main's thread. */
  readonly pdfThread: QuotePdfThread;
}

/**
 * One call of the active profile's service, signed in first: what a channel
 * that only passes its input on to an operation does (pickup times, the
 * tracking switch), written once.
 */
export function serviceCall(session: Pick<SessionService, 'connected'>) {
  return async <K extends OperationId>(id: K, args: CallArgs<K>): Promise<OperationResult<K>> =>
    (await session.connected()).call(id, args);
}

/** Main's clock as the ISO time stored records and answers carry. */
export function nowIso(session: Pick<SessionService, 'now'>): string {
  return new Date(session.now()).toISOString();
}
