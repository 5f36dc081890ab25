import { z } from 'zod';
import { channel } from '../channel';
import { m } from '../../i18n/messages';

/** The longest file name Windows and macOS keep. */
const FILE_NAME_MAX = 255;
const fileName = z
  .string()
  .trim()
  .min(1, { error: () => m.files_field_name_required() })
  .max(FILE_NAME_MAX, { error: () => m.files_field_name_too_long({ max: FILE_NAME_MAX }) });

/** Base64 content with its file name: what the renderer made and main saves (a CSV export, a template). */
export const fileContent = z.object({
  fileName,
  contentBase64: z.string().min(1, { error: () => m.files_field_empty() }),
});

/**
 * A file to upload, as read from a drop or a file picker: its bytes as they
 * are (Electron's IPC clones them, the web harness sends them after the
 * call's JSON), never base64 on the way to main. Its size is checked by main
 * (uploadFileProblem), which says it in words.
 */
export const uploadFile = z.object({
  fileName,
  content: z.instanceof(Uint8Array, { error: () => m.files_field_content_bytes() }),
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
  'files.save': channel<SavedFile>()(() => fileContent),
} as const;
