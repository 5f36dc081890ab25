import type { ProfileStore } from '../credentials/profile-store';
import type { EventHub } from '../events';
import type { LocalStoreAccess } from '../services/local-store-access';
import type { LookupService } from '../services/lookup-service';
import type { SessionService } from '../services/session-service';
import type { ShipmentService } from '../services/shipment-service';
import type { DraftService } from '../services/draft-service';
import type { TariffService } from '../services/tariff-service';
import type { TrackingListService } from '../services/tracking-list-service';
import type { WorkService } from '../services/work-service';
import type { DeskSettingsFile } from '../sync/desk-settings-file';
import type { SyncService } from '../sync/sync-service';
import type { Handlers } from './router';

export interface Services {
  readonly profiles: ProfileStore;
  readonly session: SessionService;
  readonly lookups: LookupService;
  readonly work: WorkService;
  readonly shipments: ShipmentService;
  readonly tariffs: TariffService;
  readonly drafts: DraftService;
  readonly events: EventHub;
  readonly stores: Pick<LocalStoreAccess, 'delete'>;
  readonly sync: SyncService;
  readonly deskSettings: DeskSettingsFile;
  readonly trackingList: TrackingListService;
}

/** Binds each IPC channel to the service that does the work. */
export function createHandlers(services: Services): Handlers {
  const { profiles, session, lookups, work, shipments, tariffs, events } = services;
  const { stores, sync, deskSettings, trackingList, drafts } = services;
  const profilesChanged = async () => {
    const list = await profiles.summaries();
    events.emit('profiles.changed', list);
    return list;
  };
  return {
    'profiles.list': () => profiles.summaries(),
    'profiles.get': ({ id }) => profiles.summary(id),
    'profiles.save': async (input) => {
      const saved = await profiles.save(input);
      await profilesChanged();
      await session.profileChanged(saved.id);
      return profiles.summary(saved.id);
    },
    'profiles.remove': async ({ id }) => {
      await profiles.remove(id);
      await session.profileChanged(id);
      // The profile's records go with it: its sync stops first (its worker holds the file).
      await sync.forget(id);
      stores.delete(id);
      return profilesChanged();
    },
    'profiles.activate': async ({ id }) => {
      await profiles.activate(id);
      await profilesChanged();
      return session.reconnect();
    },
    'profiles.setAsideFiles': async () =>
      [profiles.setAsideFile, deskSettings.setAsideFile].filter((file) => file !== null),
    'session.status': async () => session.current(),
    'session.signIn': () => session.signIn(),
    'session.signOut': () => session.signOut(),

    'rating.rate': (input) => work.rate(input as never),
    'quotes.list': () => work.quotes(),
    'quotes.save': ({ type, rateId }) => work.saveQuote(type, rateId),
    'quotes.delete': ({ type, quoteId }) => work.deleteQuote(type, quoteId),
    'booking.book': (input) => work.book(input as never),
    'booking.pickupTimes': ({ shipmentId }) => work.pickupTimes(shipmentId),

    'tracking.shipments': async (input) => trackingList.page(input),
    'tracking.detail': ({ shipmentId }) => shipments.detail(shipmentId),
    'tracking.messages': ({ shipmentCode }) => shipments.messages(shipmentCode),
    'tracking.switch': ({ shipmentId, enabled }) => shipments.switchTracking(shipmentId, enabled),
    'documents.list': ({ shipmentId }) => shipments.documents(shipmentId),
    'documents.upload': (input) => shipments.upload(input),
    'documents.download': ({ documentId, shipmentCode }) => shipments.download(documentId, shipmentCode),

    'tariffs.upload': (input) => tariffs.upload(input),
    'tariffs.report': (input) => tariffs.report(input),

    'lookups.containers': () => lookups.containers(),
    'lookups.ports': ({ cityName }) => lookups.ports(cityName),
    'lookups.postalCodes': ({ countryCode, loc }) => lookups.postalCodes(countryCode, loc),
    'lookups.palletTypes': () => lookups.palletTypes(),
    'lookups.airports': ({ nameCityIata }) => lookups.airports(nameCityIata),

    'drafts.get': async ({ formKey }) => drafts.get(formKey),
    'drafts.save': async ({ formKey, value }) => drafts.save(formKey, value),
    'drafts.remove': async ({ formKey }) => drafts.remove(formKey),
    'sync.status': async () => sync.status(),
    'sync.start': async () => sync.start('refresh'),
    'sync.cancel': async () => sync.cancel(),
    'settings.get': async () => deskSettings.get(),
    'settings.save': async (input) => {
      const saved = await deskSettings.save(input);
      sync.settingsChanged();
      return saved;
    },

    'files.save': ({ fileName, contentBase64 }) => shipments.saveContent(fileName, contentBase64),
    'app.openExternal': ({ url }) => shipments.openExternal(url),
  };
}
