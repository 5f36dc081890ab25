import { base64Bytes, uploadFileProblem } from '@shared/domain/upload-limits';
import { UserFacingError } from '@main/errors';

/** Type and size are checked before anything is sent (the renderer checks too; main does not trust it). */
export function checkUploadFile(fileName: string, contentBase64: string): void {
  const problem = uploadFileProblem(fileName, base64Bytes(contentBase64));
  if (problem) throw new UserFacingError('validation', problem, [{ path: 'fileName', message: problem }]);
}
