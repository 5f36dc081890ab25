import type { Draft } from '../../shared/ipc/channels/drafts';
import type { SessionService } from './session-service';
import type { StoreAccess } from './store-access';

/**
 * Booking and rating forms in progress, kept in the active profile's store:
 * they survive a restart, and one profile's drafts never show under another
 * (each profile's store is its own file). No service call: drafts are the
 * desk's own, so they save offline and signed out too.
 */
export class DraftService {
  constructor(
    private readonly session: SessionService,
    private readonly stores: StoreAccess,
  ) {}

  get(formKey: string): Draft | null {
    return this.store().drafts.get(formKey);
  }

  save(formKey: string, value: unknown): Draft {
    return this.store().drafts.save(formKey, value);
  }

  remove(formKey: string): { removed: boolean } {
    const drafts = this.store().drafts;
    const removed = drafts.get(formKey) !== null;
    drafts.remove(formKey);
    return { removed };
  }

  private store() {
    return this.stores.of(this.session.data.current());
  }
}
