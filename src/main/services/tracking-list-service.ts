import type { z } from 'zod';
import type { shipmentPageInput, TrackingPage } from '../../shared/ipc/channels/tracking';
import type { SessionService } from './session-service';
import type { StoreAccess } from './store-access';

type PageRequest = z.output<typeof shipmentPageInput>;

/**
 * The tracking list, answered from the active profile's local store only:
 * filters, search, sort and paging in SQLite, never a fetch (the sync keeps
 * the store in step with the service). Works offline and after a restart
 * with whatever the last sync stored.
 */
export class TrackingListService {
  constructor(
    private readonly session: SessionService,
    private readonly stores: StoreAccess,
  ) {}

  page(request: PageRequest): TrackingPage {
    const store = this.stores.of(this.session.data.current());
    return store.shipments.page({
      filters: request.filters,
      offset: request.offset,
      limit: request.limit,
      ...(request.search === undefined ? {} : { search: request.search }),
      ...(request.sort === undefined ? {} : { sort: request.sort }),
    });
  }
}
