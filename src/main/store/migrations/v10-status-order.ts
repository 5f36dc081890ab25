import { statusRank } from '../shipment-columns';
import type { Migration } from './migration';

/**
 * Version 10: the tracking list sorts by status, in the order a shipment lives
 * them (statusRank: booked, picked up, in transit ... delivered), which the
 * status codes' own text does not give. Each row keeps its status's rank, and
 * the rank has its sort index, as the other sort columns have theirs (v1).
 */
export const v10StatusOrder: Migration = {
  version: 10,
  summary: 'each shipment row keeps the rank of its tracking status, with a sort index on it',
  up(db) {
    db.exec('ALTER TABLE shipments ADD COLUMN status_rank INTEGER');
    db.function('v10_status_rank', { deterministic: true }, (status: unknown) =>
      statusRank(typeof status === 'string' ? status : null),
    );
    db.exec('UPDATE shipments SET status_rank = v10_status_rank(tracking_status) WHERE tracking_status IS NOT NULL');
    db.exec(
      'CREATE INDEX shipments_by_status_rank_asc ON shipments ((status_rank IS NULL), status_rank, list_position)',
    );
  },
};
