import type { ShipmentDocument } from '@shared/api/documents';
import { codeLabel, documentLabel } from '@shared/domain/code-labels';
import { m } from '@shared/i18n/messages';

/**
 * The shipment's document checklist as the Documents screen reads it: what
 * state each document is in, where a dropped file should go, and the names of
 * the files it saves.
 */

export type DocumentState = 'missing' | 'awaiting' | 'validated' | 'other';

/** The badge colour of a state: a status the app does not know asks the operator to look. */
export type DocumentTone = 'neutral' | 'busy' | 'ok' | 'warning';

/** A document's state in words and as a kind the screen can colour. */
export interface DocumentStatus {
  readonly state: DocumentState;
  readonly label: string;
  readonly tone: DocumentTone;
}

const tones: Readonly<Record<DocumentState, DocumentTone>> = {
  missing: 'neutral',
  awaiting: 'busy',
  validated: 'ok',
  other: 'warning',
};

function status(state: DocumentState, label: string): DocumentStatus {
  return { state, label, tone: tones[state] };
}

/**
 * ValidationStatus in words: Validated; None = uploaded and waiting for the
 * back office; null = nothing uploaded yet (an item with an id but no status
 * was uploaded, so it waits too). Another status ("Rejected", "Expired") is
 * shown in the label table's words (its code spaced when the table has none),
 * in a warning tone: the app cannot tell whether it is good news.
 */
export function documentStatus(doc: Pick<ShipmentDocument, 'id' | 'validationStatus'>): DocumentStatus {
  const sent = doc.validationStatus;
  const label = codeLabel('documentValidation', sent);
  if (sent === 'Validated' || sent === 'None') return status(sent === 'None' ? 'awaiting' : 'validated', label ?? sent);
  // Sent nothing: a file with an id was uploaded and waits, as None does.
  // The table always has words for None.
  if (label === null)
    return doc.id === null
      ? status('missing', m.documents_not_uploaded())
      : status('awaiting', codeLabel('documentValidation', 'None') as string);
  return status('other', label);
}

/** Whether a file was uploaded for the row (it can be downloaded), whatever the service made of it. */
export function isUploaded(doc: Pick<ShipmentDocument, 'id'>): boolean {
  return doc.id !== null;
}

/**
 * Whether the row counts as done: uploaded AND in a status known to be good
 * (validated, or waiting for validation). A rejected or otherwise unknown
 * status never counts, so a required document the service refused is still
 * to do.
 */
export function isDone(doc: Pick<ShipmentDocument, 'id' | 'validationStatus'>): boolean {
  const { state } = documentStatus(doc);
  return isUploaded(doc) && (state === 'validated' || state === 'awaiting');
}

/** A row key: the uploaded document's id, else its template, else its place in the list. */
export function documentKey(doc: Pick<ShipmentDocument, 'id' | 'documentTemplateId'>, index: number): string {
  return doc.id ?? (doc.documentTemplateId ? `template:${doc.documentTemplateId}` : `row:${index}`);
}

/**
 * What a file can be uploaded as: one per template (a template that takes
 * several files, "Other documents", shows one row per upload but is one target).
 */
export interface UploadTarget {
  readonly key: string;
  readonly documentTemplateId: string | null;
  readonly documentName: string;
  readonly isRequired: boolean;
  /** Done: one of its rows is uploaded in a good status (see isDone). */
  readonly uploaded: boolean;
}

export function targetKeyOf(doc: Pick<ShipmentDocument, 'documentTemplateId' | 'documentName'>): string {
  return doc.documentTemplateId ? `template:${doc.documentTemplateId}` : `name:${doc.documentName ?? ''}`;
}

export function uploadTargets(docs: readonly ShipmentDocument[]): UploadTarget[] {
  const targets = new Map<string, UploadTarget>();
  for (const doc of docs) {
    const key = targetKeyOf(doc);
    const known = targets.get(key);
    if (known) {
      if (!known.uploaded && isDone(doc)) targets.set(key, { ...known, uploaded: true });
      continue;
    }
    targets.set(key, {
      key,
      documentTemplateId: doc.documentTemplateId,
      documentName: documentLabel(doc.documentName) ?? m.documents_unnamed(),
      isRequired: doc.isRequired,
      uploaded: isDone(doc),
    });
  }
  return [...targets.values()];
}

/** "3 of 4 required documents uploaded". */
export function requiredProgress(docs: readonly ShipmentDocument[]): { required: number; uploaded: number } {
  const required = uploadTargets(docs).filter((t) => t.isRequired);
  return { required: required.length, uploaded: required.filter((t) => t.uploaded).length };
}

/** Words of a name worth matching ("packing_list-2.pdf" -> packing, list). */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\.[a-z0-9]{1,10}$/, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3);
}

/** How many words of the document's name the file's name shares (a plural or prefix counts: "invoices"). */
function nameScore(fileName: string, documentName: string): number {
  const fileWords = words(fileName);
  return words(documentName).filter((dw) => fileWords.some((fw) => fw.startsWith(dw) || dw.startsWith(fw))).length;
}

/**
 * Where each dropped file goes, before the operator confirms: the document
 * whose name the file's name matches best ("invoice.pdf" -> Commercial
 * invoice), else the first required document not uploaded yet, else the
 * first optional one; each target is proposed once per batch (two files are
 * not both proposed as the Label), and null when nothing is left: the
 * operator then picks.
 */
export function suggestTargets(
  fileNames: readonly string[],
  targets: readonly UploadTarget[],
  alreadyTaken: Iterable<string> = [],
): Array<string | null> {
  const taken = new Set(alreadyTaken);
  const free = () => targets.filter((t) => !taken.has(t.key));
  return fileNames.map((fileName) => {
    const candidates = free();
    let best: UploadTarget | undefined;
    let bestScore = 0;
    for (const target of candidates) {
      const score = nameScore(fileName, target.documentName);
      if (score > bestScore) {
        best = target;
        bestScore = score;
      }
    }
    best ??=
      candidates.find((t) => t.isRequired && !t.uploaded) ?? candidates.find((t) => !t.isRequired && !t.uploaded);
    if (!best) return null;
    taken.add(best.key);
    return best.key;
  });
}

/** A base64 text that opens like a PDF ("%PDF" encodes to "JVBER"). */
const PDF_BASE64_PREFIX = 'JVBER';

/**
 * The name a blank template is saved under: "Commercial invoice template.pdf".
 * Without an extension from the service, a PDF is recognised by its first bytes.
 */
export function templateFileName(doc: Pick<ShipmentDocument, 'documentName' | 'extension' | 'template'>): string {
  const given = (doc.extension ?? '').trim().replace(/^\./, '');
  const extension = given || (doc.template?.startsWith(PDF_BASE64_PREFIX) ? 'pdf' : 'bin');
  return m.documents_template_file({ name: documentLabel(doc.documentName) ?? m.documents_unnamed(), extension });
}

/** The option text of a target in the "Upload as" select. */
export function targetLabel(target: UploadTarget): string {
  const name = target.documentName;
  if (target.isRequired)
    return target.uploaded ? m.documents_target_required_uploaded({ name }) : m.documents_target_required({ name });
  return target.uploaded ? m.documents_target_optional_uploaded({ name }) : m.documents_target_optional({ name });
}

/**
 * When the document was uploaded, if the service says (the sandbox adds
 * `uploadedDate` beyond the documented fields; a real service may not).
 */
export function uploadedAt(doc: ShipmentDocument): string | null {
  const value = (doc as Record<string, unknown>)['uploadedDate'];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Whether an uploaded document's file can be opened now, and what the row says when it cannot. */
export interface FileReach {
  readonly available: boolean;
  /** The desk holds the file's bytes (downloaded or uploaded here): it opens without the service. */
  readonly stored: boolean;
  /** Said under the document when its file cannot be opened now; null when it can. */
  readonly note: string | null;
}

/**
 * Where an uploaded document's file can come from: the service when it can be
 * asked, else the copy this desk stored when the file was downloaded or
 * uploaded here. A file the desk never held needs the service, and the row
 * says so plainly instead of offering a download that can only fail.
 */
export function fileReach(
  doc: Pick<ShipmentDocument, 'id'>,
  storedDocumentIds: ReadonlySet<string>,
  /** Why the service cannot be asked now (offline.svelte.ts), or null. */
  serviceReason: string | null,
): FileReach {
  if (doc.id === null) return { available: false, stored: false, note: null };
  const stored = storedDocumentIds.has(doc.id);
  if (stored || serviceReason === null) return { available: true, stored, note: null };
  return {
    available: false,
    stored,
    note: m.documents_file_not_here(),
  };
}
