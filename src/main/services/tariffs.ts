import type { OperationResult } from '@shared/api/operations';
import { checkTariffUploadFields } from '@shared/api/upload-rules';
import { JsonWithFiles } from '@main/api/json-with-files';
import type { AreaHandlers, ServiceDeps } from './area-handlers';
import { uploadIssueText } from '@shared/api/upload-rule-words';
import { throwIfProblems } from './support/problems';
import { answerInDeskWords } from '@shared/api/service-words';
import { checkUploadFile } from './support/upload-files';

/** A date typed by the operator (2026-01-31) as the DateTime the service expects. */
const asDateTime = (date: string) => (date.length === 10 ? `${date}T00:00:00.000Z` : date);

/** Maritime tariffs: upload files, read the report (kept per what was asked, so it reads offline). */
export function tariffsHandlers({ session, kept }: Pick<ServiceDeps, 'session' | 'kept'>): AreaHandlers<'tariffs'> {
  return {
    'tariffs.upload': async (input): Promise<OperationResult<'tariffs.upload'>> => {
      for (const file of input.files) checkUploadFile(file.fileName, file.content);
      const body = {
        contractReference: input.contractReference,
        carrierSCAC: input.carrierSCAC,
        // The bytes as they came: JsonWithFiles encodes them to the service's base64 as it sends them.
        files: input.files.map((f) => ({ file: f.content, fileName: f.fileName })),
        name: input.name ?? null,
        externalId: input.externalId ?? null,
        comments: input.comments.length > 0 ? input.comments : null,
      };
      // Said in the desk's language: the rule's English message is the sandbox's.
      throwIfProblems(
        checkTariffUploadFields(body).map((issue) => ({ path: issue.path, message: uploadIssueText(issue) })),
        '',
      );
      const connection = await session.connected();
      const result = await connection.call('tariffs.upload', { body: JsonWithFiles.of('tariffs.upload', body) });
      return answerInDeskWords('tariffs.upload', result);
    },
    'tariffs.report': (input) => {
      const body = {
        contractNumber: input.contractNumber,
        fromDate: asDateTime(input.fromDate),
        toDate: input.toDate ? asDateTime(input.toDate) : null,
        tariffName: input.tariffName ?? null,
        status: input.status ?? null,
        delegationId: null,
      };
      return kept.read({
        fetch: (connection) => connection.call('tariffs.report', { body }),
        keep: (store, report, fetchedAt) => store.tariffs.put(body, report, fetchedAt),
        stored: (store) => store.tariffs.get(body),
      });
    },
  };
}
