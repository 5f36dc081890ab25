import { numberFormat } from '@shared/domain/intl-formats';
import { uploadFileProblem } from '@shared/domain/upload-limits';
import { m } from '@shared/i18n/messages';
import type { Api } from './api';
import { counted, currentLocale } from './format';

/**
 * Files in the renderer: what a drop or a file picker carries, read into the
 * bytes the upload channels take, and text files (CSV exports, templates)
 * built here (with the shared CSV writer, @shared/domain/csv) and saved by
 * main through files.save (as base64).
 */

/** How much of a file is read at a time: small enough that the progress bar moves on a 25 MiB file. */
export const READ_CHUNK_BYTES = 1024 * 1024;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard padded base64 (RFC 4648) of some bytes; no btoa, so no binary-string detour. */
export function bytesToBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  // Built in pieces: one string per 48 KiB keeps memory flat for large files.
  const piece = 3 * 16 * 1024;
  for (let start = 0; start < bytes.length; start += piece) {
    const end = Math.min(start + piece, bytes.length);
    let text = '';
    let i = start;
    for (; i + 2 < end; i += 3) {
      const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8) | (bytes[i + 2] as number);
      text +=
        ALPHABET.charAt(n >> 18) +
        ALPHABET.charAt((n >> 12) & 63) +
        ALPHABET.charAt((n >> 6) & 63) +
        ALPHABET.charAt(n & 63);
    }
    if (i < end) {
      const a = bytes[i] as number;
      const b = i + 1 < end ? (bytes[i + 1] as number) : 0;
      const n = (a << 16) | (b << 8);
      text +=
        ALPHABET.charAt(n >> 18) +
        ALPHABET.charAt((n >> 12) & 63) +
        (i + 1 < end ? ALPHABET.charAt((n >> 6) & 63) : '=') +
        '=';
    }
    parts.push(text);
  }
  return parts.join('');
}

/** UTF-8 text as base64 (what files.save takes for a CSV made here). */
export function textToBase64(text: string): string {
  return bytesToBase64(new TextEncoder().encode(text));
}

/**
 * A file's bytes, read in slices so `onProgress(readBytes, totalBytes)` can
 * drive a progress bar. Works on any Blob (a dropped File, a picked one, or
 * one built in a test). The bytes go to main as they are (uploads take bytes,
 * never base64: see uploadFile in the IPC contract).
 */
export async function readFileBytes(
  file: Blob,
  onProgress?: (readBytes: number, totalBytes: number) => void,
  chunkBytes: number = READ_CHUNK_BYTES,
): Promise<Uint8Array<ArrayBuffer>> {
  if (chunkBytes <= 0) throw new RangeError('chunkBytes must be positive');
  const total = file.size;
  const bytes = new Uint8Array(total);
  onProgress?.(0, total);
  for (let start = 0; start < total; start += chunkBytes) {
    const end = Math.min(start + chunkBytes, total);
    bytes.set(new Uint8Array(await file.slice(start, end).arrayBuffer()), start);
    onProgress?.(end, total);
  }
  return bytes;
}

/** Whether a drag carries files from the desktop (not text or a link dragged inside the page). */
export function carriesFiles(event: DragEvent): boolean {
  const types = event.dataTransfer?.types;
  return types !== undefined && Array.from(types).includes('Files');
}

/** The files a drop or a file input holds, as a plain array. */
export function filesOf(list: FileList | null | undefined): File[] {
  return list ? Array.from(list) : [];
}

/**
 * "12 KiB", "3.4 MiB": a file size in the binary units the upload limit is
 * stated in ("the limit is 25 MiB"), so the two can be compared at a glance.
 */
export function formatBytes(bytes: number, locale?: string): string {
  const format = (value: number, digits: number) =>
    numberFormat(locale, { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024) return `${format(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${format(bytes / 1024, bytes < 10 * 1024 ? 1 : 0)} KiB`;
  return `${format(bytes / 1024 / 1024, 1)} MiB`;
}

export { csvField, toCsv, type CsvValue } from '@shared/domain/csv';

/**
 * Where one file of an upload is: checked, on its way, or finished. 'unknown':
 * sent, but no answer could be read, so the service may have it.
 */
export type FilePhase = 'ready' | 'refused' | 'waiting' | 'reading' | 'sending' | 'done' | 'failed' | 'unknown';

/**
 * One file as the upload lists show it. Mutable on purpose: the screen keeps
 * these in $state and the upload run moves each through its phases.
 */
export interface FileEntry {
  readonly key: string;
  readonly fileName: string;
  readonly bytes: number;
  phase: FilePhase;
  /** Read so far, 0 to 1 (while reading). */
  progress: number;
  /** Why it was refused or failed, or what the service said when it was done. */
  message: string | null;
  /** Where it goes (the document it is uploaded as), when that is known. */
  target?: string | null;
}

/** The phase in words, as the operator reads it next to the file: read when shown, in the desk's language then. */
export const filePhaseLabels: Readonly<Record<FilePhase, string>> = {
  get ready() {
    return m.documents_phase_ready();
  },
  get refused() {
    return m.documents_phase_refused();
  },
  get waiting() {
    return m.documents_phase_waiting();
  },
  get reading() {
    return m.documents_phase_reading();
  },
  get sending() {
    return m.documents_phase_sending();
  },
  get done() {
    return m.documents_phase_done();
  },
  get failed() {
    return m.documents_phase_failed();
  },
  get unknown() {
    return m.documents_phase_unknown();
  },
};

/** Whether the file is still being handled (reading, sending or queued for either). */
export function isBusy(phase: FilePhase): boolean {
  return phase === 'waiting' || phase === 'reading' || phase === 'sending';
}

let nextKey = 0;

/** A key unique in this window, for list rows of files that may share a name. */
export function fileKey(file: { name: string }): string {
  nextKey += 1;
  return `${nextKey}:${file.name}`;
}

/**
 * The entry of a dropped or picked file: refused at once (with the reason)
 * when its type or size is not accepted, else waiting to be sent. Nothing is
 * read or sent for a refused file.
 */
export function checkedEntry(file: { name: string; size: number }, target: string | null = null): FileEntry {
  const problem = uploadFileProblem(file.name, file.size, currentLocale());
  return {
    key: fileKey(file),
    fileName: file.name,
    bytes: file.size,
    phase: problem ? 'refused' : 'waiting',
    progress: 0,
    message: problem,
    target,
  };
}

/**
 * Where a list of files stands, in a few words: "1 in progress, 2 uploaded,
 * 1 not sent". Phases with no file are left out.
 */
export function filesSummary(entries: readonly Pick<FileEntry, 'phase'>[]): string {
  const count = (test: (phase: FilePhase) => boolean) => entries.filter((e) => test(e.phase)).length;
  const parts: Array<[number, Parameters<typeof counted>[0]]> = [
    [count(isBusy), m.documents_summary_busy],
    [count((p) => p === 'ready'), m.documents_summary_ready],
    [count((p) => p === 'done'), m.documents_summary_done],
    [count((p) => p === 'failed'), m.documents_summary_failed],
    [count((p) => p === 'unknown'), m.documents_summary_unknown],
    [count((p) => p === 'refused'), m.documents_summary_refused],
  ];
  return parts
    .filter(([n]) => n > 0)
    .map(([n, words]) => counted(words, n))
    .join(', ');
}

/** What a screen that sends the operator's files and saves the desk's needs: a file read with its progress, and main's save dialog. */
export interface FileTransfers {
  saveFile: Api['files']['save'];
  read: (file: Blob, onProgress: (read: number, total: number) => void) => Promise<Uint8Array<ArrayBuffer>>;
}
