/*
 * The local store: what the desk keeps per profile, in SQLite. Services read
 * from it and sync it with the service; nothing here calls the service.
 * src/main/store imports only src/shared, Node and npm packages (lint holds it).
 */
export { LocalStore, type LocalStoreOptions } from './local-store';
export { LocalStores, type LocalStoresOptions } from './local-stores';
export { StoreError, type StoreErrorCode } from './store-error';
export { STORE_FOLDER, storeFile, storeFiles, deleteStoreFiles, checkProfileId } from './store-files';
export { LIST_SYNC_BATCH_SIZE, type ShipmentListSync } from './shipment-list-sync';
export { ResidentThread } from './resident-thread';
export {
  isDiskFault,
  isStoreDamage,
  postedFailure,
  postedFailureText,
  storeCheckFoundDamage,
  storeDamaged,
  storeFault,
  storeFaultFrom,
  type PostedFailure,
} from './store-faults';
export { checkStoreFile, type StoreCheck } from './store-check';
export { DESK_RECORDS, type DeskRecordsRescue } from './desk-records';
export type { ShipmentList } from './shipment-list';
export type { SyncState, SyncSubject } from './sync-state';
export { documentKey, type StoredFile, type StoredFileInfo, type NewStoredFile } from './document-records';
export type { StoredRating, StoredRate } from './rating-records';
export type { StoredTariffReport } from './tariff-records';
export type { LookupLists, LookupListName, PlaceAnswers, PlaceKind, StoredPlaceAnswer } from './lookup-records';
export type { StoredDraft } from './draft-records';
