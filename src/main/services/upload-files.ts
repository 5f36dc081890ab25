import { base64Bytes, uploadFileProblem } from '../../shared/domain/upload-limits';
import { UserFacingError } from '../errors';

/** Type and size are checked before anything is sent (the renderer checks too; main does not trust it). */
export function checkUploadFile(fileName: string, contentBase64: string): void {
  const problem = uploadFileProblem(fileName, base64Bytes(contentBase64));
  if (problem) throw new UserFacingError('validation', problem, [{ path: 'fileName', message: problem }]);
}

/** A name safe to propose in a save dialog on every OS. */
export function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const cleaned = name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').replace(/^\.+/, '').trim();
  return cleaned.slice(0, 180) || 'download';
}
