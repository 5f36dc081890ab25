import { uploadFileProblem } from '@shared/domain/upload-limits';
import { UserFacingError } from '@main/errors';

/** Type and size are checked before anything is sent (the renderer checks too; main does not trust it). */
export function checkUploadFile(fileName: string, content: Uint8Array): void {
  const problem = uploadFileProblem(fileName, content.byteLength);
  if (problem) throw new UserFacingError('validation', problem, [{ path: 'fileName', message: problem }]);
}
