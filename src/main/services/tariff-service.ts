import type { z } from 'zod';
import { checkTariffUploadRules } from '../../shared/api/upload-rules';
import type { OperationResult } from '../../shared/api/operations';
import type { tariffReportInput, tariffUploadInput } from '../../shared/ipc/channels/tariffs';
import type { Kept } from '../../shared/ipc/kept';
import type { KeptReader } from './kept-read';
import type { SessionService } from './session-service';
import { throwIfProblems } from './problems';
import { checkUploadFile } from './upload-files';

/** A date typed by the operator (2026-01-31) as the DateTime the service expects. */
const asDateTime = (date: string) => (date.length === 10 ? `${date}T00:00:00.000Z` : date);

/** Maritime tariffs: upload files, read the report (kept per what was asked, so it reads offline). */
export class TariffService {
  constructor(
    private readonly session: SessionService,
    private readonly kept: KeptReader,
  ) {}

  async upload(input: z.output<typeof tariffUploadInput>): Promise<OperationResult<'tariffs.upload'>> {
    for (const file of input.files) checkUploadFile(file.fileName, file.contentBase64);
    const body = {
      contractReference: input.contractReference,
      carrierSCAC: input.carrierSCAC,
      files: input.files.map((f) => ({ file: f.contentBase64, fileName: f.fileName })),
      name: input.name ?? null,
      externalId: input.externalId ?? null,
      comments: input.comments.length > 0 ? input.comments : null,
    };
    throwIfProblems(checkTariffUploadRules(body), '');
    return (await this.session.connected()).call('tariffs.upload', { body });
  }

  report(input: z.output<typeof tariffReportInput>): Promise<Kept<OperationResult<'tariffs.report'>>> {
    const body = {
      contractNumber: input.contractNumber,
      fromDate: asDateTime(input.fromDate),
      toDate: input.toDate ? asDateTime(input.toDate) : null,
      tariffName: input.tariffName ?? null,
      status: input.status ?? null,
      delegationId: null,
    };
    return this.kept.read({
      fetch: (connection) => connection.call('tariffs.report', { body }),
      keep: (store, report, fetchedAt) => store.tariffs.put(body, report, fetchedAt),
      stored: (store) => store.tariffs.get(body),
    });
  }
}
