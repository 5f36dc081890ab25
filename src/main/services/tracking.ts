import { nowIso, serviceCall, type AreaHandlers, type ServiceDeps } from './area-handlers';
import { exportShipments } from './exports/shipment-export';
import { freeTimeItems } from '@main/free-time/free-time-view';

/**
 * Tracking of booked shipments. The list is answered from the active
 * profile's local store only: filters, search, sort and paging in SQLite,
 * never a fetch (the sync keeps the store in step with the service), so it
 * works offline and after a restart with whatever the last sync stored. A
 * shipment's detail and messages are read through the store (kept-read.ts).
 */
export function trackingHandlers({
  session,
  stores,
  kept,
  desktop,
  ports,
}: Pick<ServiceDeps, 'session' | 'stores' | 'kept' | 'desktop' | 'ports'>): AreaHandlers<'tracking'> {
  const call = serviceCall(session);
  return {
    'tracking.shipments': ({ filters, offset, limit, search, sort }) =>
      stores.of(session.data.current()).shipments.pages.page({
        filters,
        offset,
        limit,
        ...(search === undefined ? {} : { search }),
        ...(sort === undefined ? {} : { sort }),
      }),
    /** The list as the screen has it, every matching row (not the drawn window), as CSV or XLSX, with its free time. */
    'tracking.export': ({ filters, search, sort, format }) => {
      const store = stores.of(session.data.current());
      const query = { filters, ...(search === undefined ? {} : { search }), ...(sort === undefined ? {} : { sort }) };
      // The clocks as the Free time column shows them when the export starts: a few booked sea shipments.
      const freeTime = new Map(
        freeTimeItems(store, session.now(), ports).map((item) => [
          item.shipmentId,
          { lastFreeDay: item.pressing?.lastFreeDay ?? null, charged: item.charged },
        ]),
      );
      const pages = (page: Parameters<typeof store.shipments.pages.page>[0]) => store.shipments.pages.page(page);
      return exportShipments(
        desktop,
        pages,
        query,
        format,
        nowIso(session),
        (row) => freeTime.get(row.shipmentId) ?? null,
      );
    },
    'tracking.detail': ({ shipmentId }) =>
      kept.read({
        fetch: (connection) => connection.call('tracking.detail', { params: { shipmentId } }),
        keep: (store, detail, fetchedAt) => store.details.put(detail, fetchedAt),
        stored: (store) => store.details.get(shipmentId),
      }),
    /** A shipment's messages; the ones new since the last fetch are announced ('shipments.changed'). */
    'tracking.messages': ({ shipmentCode }) =>
      kept.read({
        fetch: (connection) => connection.call('tracking.messages', { params: { shipmentCode } }),
        keep: (store, messages, fetchedAt) => store.messages.put(shipmentCode, messages, fetchedAt),
        stored: (store) => store.messages.get(shipmentCode),
      }),
    // The session marks the shipment lists stale (data-changes.ts): their trackingStatus changed.
    'tracking.switch': ({ shipmentId, enabled }) =>
      call('tracking.switch', { params: { shipmentId, status: enabled } }),
  };
}
