import type { Database, Statement } from 'better-sqlite3';
import type { TariffReportItem, TariffReportRequest } from '@shared/api/tariffs';
import type { StoredRecord } from '@shared/domain/stored-records';
import { canonicalJson } from './canonical-json';
import { readJson } from './stored-json';

export interface StoredTariffReport extends StoredRecord<TariffReportItem[]> {
  readonly request: TariffReportRequest;
}

/** How many tariff reports are kept. */
export const KEPT_TARIFF_REPORTS = 50;

interface Row {
  request_json: string;
  report_json: string;
  fetched_at: string;
}

/** Tariff reports the operator ran, by what was asked. */
export class TariffRecords {
  private readonly upsert: Statement<[{ key: string; request: string; report: string; fetchedAt: string }]>;
  private readonly prune: Statement<[{ keep: number }]>;
  private readonly selectOne: Statement<[string], Row>;
  private readonly selectRecent: Statement<[number], Row>;

  constructor(private readonly db: Database) {
    this.upsert = db.prepare(
      `INSERT INTO tariff_reports (request_key, request_json, report_json, fetched_at) VALUES (@key, @request, @report, @fetchedAt)
       ON CONFLICT (request_key) DO UPDATE SET request_json = @request, report_json = @report, fetched_at = @fetchedAt`,
    );
    this.prune = db.prepare(
      `DELETE FROM tariff_reports WHERE request_key NOT IN
         (SELECT request_key FROM tariff_reports ORDER BY fetched_at DESC LIMIT @keep)`,
    );
    this.selectOne = db.prepare(
      'SELECT request_json, report_json, fetched_at FROM tariff_reports WHERE request_key = ?',
    );
    this.selectRecent = db.prepare(
      'SELECT request_json, report_json, fetched_at FROM tariff_reports ORDER BY fetched_at DESC LIMIT ?',
    );
  }

  put(request: TariffReportRequest, report: readonly TariffReportItem[], fetchedAt: string): void {
    this.db
      .transaction(() => {
        this.upsert.run({
          key: canonicalJson(request),
          request: JSON.stringify(request),
          report: JSON.stringify(report),
          fetchedAt,
        });
        this.prune.run({ keep: KEPT_TARIFF_REPORTS });
      })
      .immediate();
  }

  /** The report last fetched for the same request (the same fields, in any order). */
  get(request: TariffReportRequest): StoredTariffReport | null {
    const row = this.selectOne.get(canonicalJson(request));
    return row ? reportOf(row) : null;
  }

  recent(limit = 10): StoredTariffReport[] {
    return this.selectRecent.all(limit).map(reportOf);
  }
}

function reportOf(row: Row): StoredTariffReport {
  return {
    request: readJson<TariffReportRequest>(row.request_json),
    value: readJson<TariffReportItem[]>(row.report_json),
    fetchedAt: row.fetched_at,
  };
}
