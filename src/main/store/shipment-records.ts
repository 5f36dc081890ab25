import type { Database, Statement } from 'better-sqlite3';
import type { ShipmentDetail, ShipmentListItem, TrackingMessage } from '@shared/api/tracking';
import type { ShipmentChange } from '@shared/domain/shipment-changes';
import type { StoredRecord } from '@shared/domain/stored-records';
import { referencesText, searchText } from './shipment-columns';
import { SearchIndexWriter } from './search-index';
import type { ShipmentIdsByCode } from './shipment-ids';
import { readJson } from './stored-json';

interface JsonRow {
  json: string;
  fetched_at: string;
}

/** Shipment details, by the shipment id the detail itself carries. */
export class ShipmentDetails {
  private readonly upsert: Statement<[{ id: string; references: string; json: string; fetchedAt: string }]>;
  private readonly select: Statement<[string], JsonRow>;
  private readonly selectItem: Statement<[string], { row_id: number; item_json: string; search_text: string }>;
  private readonly updateSearch: Statement<[{ rowId: number; text: string }]>;
  private readonly search: SearchIndexWriter;
  private searchWrites = 0;

  constructor(private readonly db: Database) {
    this.upsert = db.prepare(
      `INSERT INTO shipment_details (shipment_id, references_text, detail_json, fetched_at) VALUES (@id, @references, @json, @fetchedAt)
       ON CONFLICT (shipment_id) DO UPDATE SET references_text = @references, detail_json = @json, fetched_at = @fetchedAt`,
    );
    this.select = db.prepare('SELECT detail_json AS json, fetched_at FROM shipment_details WHERE shipment_id = ?');
    this.selectItem = db.prepare(
      'SELECT s.row_id, i.item_json, s.search_text FROM shipments s JOIN shipment_items i USING (row_id) WHERE s.shipment_id = ?',
    );
    this.updateSearch = db.prepare('UPDATE shipments SET search_text = @text WHERE row_id = @rowId');
    this.search = new SearchIndexWriter(db);
  }

  /**
   * Stores a detail under ITS shipment id (never the id that was asked for:
   * an answer about another shipment must not show under this one), and
   * makes its references searchable in the list.
   */
  put(detail: ShipmentDetail, fetchedAt: string): void {
    const references = referencesText(detail);
    this.db
      .transaction(() => {
        this.upsert.run({ id: detail.shipmentId, references, json: JSON.stringify(detail), fetchedAt });
        const row = this.selectItem.get(detail.shipmentId);
        if (!row) return;
        const item = readJson<ShipmentListItem>(row.item_json);
        const text = searchText(item, references);
        if (text === row.search_text) return;
        this.updateSearch.run({ rowId: row.row_id, text });
        this.searchWrites++;
        this.search.replace(row.row_id, item, references);
      })
      .immediate();
  }

  /** How many times a detail changed a shipments row (its search text): the list's pages in memory are then stale. */
  get rowWrites(): number {
    return this.searchWrites;
  }

  get(shipmentId: string): StoredRecord<ShipmentDetail> | null {
    const row = this.select.get(shipmentId);
    return row ? { value: readJson<ShipmentDetail>(row.json), fetchedAt: row.fetched_at } : null;
  }
}

/** What makes two messages the same message across fetches. */
function messageKey(m: TrackingMessage): string {
  return JSON.stringify([m.updatedDate, m.status, m.message, m.groupIndex, m.countryCode, m.city, m.address]);
}

/** Tracking messages, by shipment code (as the service is asked). */
export class TrackingMessages {
  private readonly upsert: Statement<[{ code: string; json: string; count: number; fetchedAt: string }]>;
  private readonly select: Statement<[string], JsonRow>;

  constructor(
    private readonly db: Database,
    private readonly ids: ShipmentIdsByCode,
  ) {
    this.upsert = db.prepare(
      `INSERT INTO tracking_messages (shipment_code, messages_json, message_count, fetched_at) VALUES (@code, @json, @count, @fetchedAt)
       ON CONFLICT (shipment_code) DO UPDATE SET messages_json = @json, message_count = @count, fetched_at = @fetchedAt`,
    );
    this.select = db.prepare('SELECT messages_json AS json, fetched_at FROM tracking_messages WHERE shipment_code = ?');
  }

  /**
   * Replaces a shipment's messages; reports the ones that were not there before (none the first time),
   * naming the shipment by `shipmentId` when the caller knows it, else by the list's shipment of that code.
   */
  put(
    shipmentCode: string,
    messages: readonly TrackingMessage[],
    fetchedAt: string,
    shipmentId: string | null = null,
  ): ShipmentChange[] {
    return this.db
      .transaction((): ShipmentChange[] => {
        const before = this.get(shipmentCode);
        this.upsert.run({ code: shipmentCode, json: JSON.stringify(messages), count: messages.length, fetchedAt });
        if (!before) return [];
        // A multiset: the same text sent twice at the same time is two messages.
        const known = new Map<string, number>();
        for (const m of before.value) known.set(messageKey(m), (known.get(messageKey(m)) ?? 0) + 1);
        const added = messages.filter((m) => {
          const left = known.get(messageKey(m)) ?? 0;
          if (left > 0) known.set(messageKey(m), left - 1);
          return left === 0;
        });
        if (added.length === 0) return [];
        const latest = added.reduce((a, b) => ((b.updatedDate ?? '') >= (a.updatedDate ?? '') ? b : a));
        return [
          {
            kind: 'messages',
            shipmentId: shipmentId ?? this.ids.idOf(shipmentCode),
            shipmentCode,
            newCount: added.length,
            latest: latest.message,
          },
        ];
      })
      .immediate();
  }

  get(shipmentCode: string): StoredRecord<TrackingMessage[]> | null {
    const row = this.select.get(shipmentCode);
    return row ? { value: readJson<TrackingMessage[]>(row.json), fetchedAt: row.fetched_at } : null;
  }
}
