import type { ChannelName, EventName } from './contract';

/*
 * The names of every IPC channel and event, without their schemas: all that
 * the preload and the web harness's bridge need to build window.freightDesk.
 * Taking them from the channel table (contract.ts) carried zod and every
 * schema into both, most of the harness bridge's bytes, parsed before the
 * page's own code on every load. The checks below break the build when the
 * table gains a channel or an event that is not named here.
 */

export const channelNames = [
  'profiles.list',
  'profiles.get',
  'profiles.save',
  'profiles.remove',
  'profiles.activate',
  'profiles.setAsideFiles',
  'session.status',
  'session.signIn',
  'session.signOut',
  'rating.rate',
  'rating.details',
  'rating.pdf',
  'quotes.list',
  'quotes.save',
  'quotes.delete',
  'quotes.pdf',
  'quotes.priced',
  'quotes.report',
  'booking.book',
  'booking.pickupTimes',
  'tracking.shipments',
  'tracking.detail',
  'tracking.messages',
  'tracking.switch',
  'tracking.export',
  'documents.list',
  'documents.upload',
  'documents.download',
  'tariffs.upload',
  'tariffs.report',
  'lookups.containers',
  'lookups.ports',
  'lookups.postalCodes',
  'lookups.palletTypes',
  'lookups.airports',
  'files.save',
  'app.openExternal',
  'app.showLogs',
  'app.setScreens',
  'app.language',
  'sync.status',
  'sync.start',
  'sync.cancel',
  'settings.get',
  'settings.save',
  'settings.logo',
  'settings.saveLogo',
  'settings.removeLogo',
  'drafts.get',
  'drafts.save',
  'drafts.remove',
  'drafts.list',
  'today.overview',
  'today.freeTime',
  'today.shipmentFreeTime',
  'today.enterFreeTimeStop',
  'today.markSeen',
  'pricing.customers',
  'pricing.saveCustomer',
  'pricing.deleteCustomer',
  'pricing.importCustomers',
  'pricing.rules',
  'pricing.saveRule',
  'pricing.deleteRule',
  'pricing.sells',
] as const satisfies readonly ChannelName[];

export const eventNames = [
  'session.changed',
  'profiles.changed',
  'data.changed',
  'sync.changed',
  'shipments.changed',
  'app.open',
  'app.notice',
] as const satisfies readonly EventName[];

/** A channel of the table missing above, by name; `never` when none is. */
type UnnamedChannel = Exclude<ChannelName, (typeof channelNames)[number]>;
type UnnamedEvent = Exclude<EventName, (typeof eventNames)[number]>;
// A missing name fails here, the error naming it: "Type 'true' is not assignable to type '"area.method"'".
const everyChannelNamed: [UnnamedChannel] extends [never] ? true : UnnamedChannel = true;
const everyEventNamed: [UnnamedEvent] extends [never] ? true : UnnamedEvent = true;
void everyChannelNamed;
void everyEventNamed;
