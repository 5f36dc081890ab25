import { diskFaultMessage, diskFaultOf } from '@shared/domain/disk-faults';
import { UserFacingError } from '../errors';

/**
 * A write into `folder` the disk refused (full, read-only), as the error the
 * operator is shown, naming the folder; null for any other failure.
 */
export function diskFaultError(error: unknown, folder: string): UserFacingError | null {
  const fault = diskFaultOf(error);
  return fault ? new UserFacingError(fault, diskFaultMessage(fault, folder)) : null;
}
