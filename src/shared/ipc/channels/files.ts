import { z } from 'zod';
import { channel } from '../channel';

/** Base64 file content with its name, as read from a drop or a file picker. */
export const fileContent = z.object({
  fileName: z.string().trim().min(1, 'fileName is required').max(255),
  contentBase64: z.string().min(1, 'The file is empty'),
});

/** Where a save landed (nothing when the operator cancelled the dialog). */
export interface SavedFile {
  readonly saved: boolean;
  readonly path?: string;
  readonly fileName: string;
  readonly bytes: number;
  /** The file came from the local store (the service could not be reached), as it was when downloaded or uploaded. */
  readonly fromStore?: boolean;
}

/** Files the renderer made, saved where the operator chooses. */
export const filesChannels = {
  /** Saves content the renderer made (a CSV export, a document template) through a native save dialog. */
  'files.save': channel<SavedFile>()(fileContent),
} as const;
