import type { ShipmentDocument } from '@shared/api/documents';
import { documentLabel } from '@shared/domain/code-labels';
import { m } from '@shared/i18n/messages';
import { AppError, type Api } from '../../lib/api';
import { splitByRecord, type SplitByRecord } from '../../lib/answer-match';
import { LIST_RETRY } from '../../lib/auto-retry';
import { api } from '../../lib/backend';
import { checkFiles, ChosenFiles, type ChosenFile } from '../../lib/chosen-files.svelte';
import { isBusy, readFileBytes, type FileEntry, type FileTransfers } from '../../lib/files';
import { counted, formatNumber } from '../../lib/format';
import { Query } from '../../lib/query.svelte';
import { SaveWithNotice } from '../../lib/save-notice.svelte';
import { uniqueKeys } from '../../lib/unique-keys';
import {
  documentKey,
  requiredProgress,
  suggestTargets,
  targetKeyOf,
  templateFileName,
  uploadTargets,
  type UploadTarget,
} from './checklist';
import type { ShipmentSummary } from './shipment-summary';
import { UploadQueue, type UploadJob } from './upload-run';

/** What the checklist needs from outside: the service's calls, the shipment shown, and whether the service can be asked. */
export interface ChecklistDeps extends FileTransfers {
  list: Api['documents']['list'];
  upload: Api['documents']['upload'];
  download: Api['documents']['download'];
  /** The shipment shown (its code may arrive after its id). */
  shipment: () => ShipmentSummary;
  /** Why the service cannot be asked now, or null. */
  serviceReason: () => string | null;
}

/**
 * The Documents checklist of one shipment: the list the service keeps, the
 * files waiting for the operator to confirm their document (the basket),
 * the upload line and what became of each file, and the downloads.
 */
export class ChecklistState {
  readonly checklist: Query<Awaited<ReturnType<Api['documents']['list']>>, [string]>;
  /** Files dropped on the panel or picked, each waiting for the operator to confirm its document. */
  readonly staged = new ChosenFiles();
  /** The document each staged file goes to (by entry key); '' while none is chosen. */
  targetKeys: Record<string, string> = $state({});
  /** Every file sent or refused, newest last, with where it is now. */
  uploads: FileEntry[] = $state([]);
  stagedProblem: string | null = $state(null);
  /** The row files are dragged over, for its highlight. */
  dragRow: string | null = $state(null);
  readonly saves = new SaveWithNotice();
  announcement = $state('');

  /** The answer's documents split by the shipment each names: another shipment's are never listed as this one's. */
  readonly answer: SplitByRecord<ShipmentDocument>;
  /** Documents whose files this desk holds: they open without the service. */
  readonly storedIds: ReadonlySet<string>;
  readonly docs: readonly ShipmentDocument[];
  readonly docKeys: readonly string[];
  /** Every document of the answer names another shipment: said as an error, with Try again. */
  readonly otherShipment: AppError | null;
  readonly targets: readonly UploadTarget[];
  readonly progress: { required: number; uploaded: number };
  readonly activeUploads: number;
  /** Files sent whose answer could not be read: the checklist, read again, shows whether they arrived. */
  readonly unknownUploads: readonly FileEntry[];

  /** The document each sent file went to (by entry key): those are not proposed again for new files. */
  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- read only when files arrive, never drawn
  readonly #sentTo = new Map<string, string>();
  readonly #queue: UploadQueue<UploadTarget>;

  constructor(private readonly deps: ChecklistDeps) {
    this.checklist = new Query((shipmentId: string) => deps.list({ shipmentId }), { retry: LIST_RETRY });
    this.answer = $derived(
      splitByRecord(this.checklist.value?.value ?? [], deps.shipment().shipmentId, (d) => d.shipmentId),
    );
    // A plain Set, made anew with each answer: it is replaced, never changed in place.
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- see above
    this.storedIds = $derived(new Set(this.checklist.value?.storedDocumentIds ?? []));
    this.docs = $derived(this.answer.mine);
    this.docKeys = $derived(uniqueKeys(this.docs, documentKey));
    this.otherShipment = $derived(this.#otherShipment());
    this.targets = $derived(uploadTargets(this.docs));
    this.progress = $derived(requiredProgress(this.docs));
    this.activeUploads = $derived(this.uploads.filter((u) => isBusy(u.phase)).length);
    this.unknownUploads = $derived(this.uploads.filter((u) => u.phase === 'unknown'));
    this.#queue = new UploadQueue<UploadTarget>(
      {
        read: (file, onProgress) => deps.read(file, onProgress),
        send: (job, content) =>
          deps.upload({
            shipmentId: deps.shipment().shipmentId,
            documentTemplateId: job.target.documentTemplateId,
            documentName: job.target.documentName,
            fileName: job.file.name,
            content,
            observations: null,
          }),
      },
      () => {
        this.#announceResults();
        // The checklist now has new ids and statuses: read it again.
        void this.load();
      },
    );
  }

  #otherShipment(): AppError | null {
    const shipment = this.deps.shipment();
    if (this.checklist.state !== 'ready' || this.docs.length > 0 || this.answer.others.length === 0) return null;
    return new AppError({
      code: 'bad-response',
      message: m.documents_other_shipment_error({
        ids: this.answer.otherIds.join(', '),
        shipment: shipment.code ?? shipment.shipmentId,
      }),
    });
  }

  /** Reads the checklist (again). */
  load(): Promise<void> {
    return this.checklist.run(this.deps.shipment().shipmentId);
  }

  /** A document of this shipment changed elsewhere: read again, unless this panel's own uploads will at their end. */
  changedElsewhere(shipmentId: string | null | undefined): void {
    if (shipmentId !== this.deps.shipment().shipmentId || this.activeUploads > 0) return;
    void this.load();
  }

  targetOf(key: string): UploadTarget | undefined {
    return this.targets.find((t) => t.key === key);
  }

  /** The target of a checklist row (where a file dropped on it, or picked for it, goes). */
  targetOfDoc(doc: ShipmentDocument): UploadTarget | null {
    return this.targetOf(targetKeyOf(doc)) ?? null;
  }

  #announceResults(): void {
    const done = this.uploads.filter((u) => u.phase === 'done').length;
    const failed = this.uploads.filter((u) => u.phase === 'failed').length;
    const unknown = this.uploads.filter((u) => u.phase === 'unknown').length;
    const parts = [
      counted(m.documents_announce_uploaded, done),
      failed ? counted(m.documents_announce_failed, failed) : null,
      unknown ? counted(m.documents_announce_unknown, unknown) : null,
    ];
    this.announcement = m.documents_announce_finished({ parts: parts.filter(Boolean).join(', ') });
  }

  /** Sends files to their documents at once (a drop on a row, or staged files confirmed). */
  #send(list: ReadonlyArray<ChosenFile & { target: UploadTarget }>): void {
    const jobs: UploadJob<UploadTarget>[] = [];
    for (const { entry, file, target } of list) {
      this.uploads.push({ ...entry, phase: 'waiting', target: target.documentName });
      this.#sentTo.set(entry.key, target.key);
      // The entry as $state holds it: the queue's changes to it then show on screen.
      const live = this.uploads[this.uploads.length - 1] as FileEntry;
      jobs.push({ file, entry: live, target });
    }
    this.#queue.add(jobs);
  }

  /**
   * Files from a drop or a picker. Type and size are checked first: a refused
   * file is listed with its reason and never read or sent. One file dropped
   * on a document goes there at once; files dropped on the panel (or several
   * on one row) wait below with a proposed document each, to be confirmed.
   */
  accept(dropped: readonly File[], onto: UploadTarget | null): void {
    this.saves.clear();
    const { accepted, refused } = checkFiles(dropped);
    this.uploads.push(...refused);
    if (accepted.length === 0) {
      this.announcement = counted(m.documents_refused_announce, refused.length);
      return;
    }
    const serviceReason = this.deps.serviceReason();
    const first = accepted[0] as ChosenFile;
    // Without the service nothing is sent: the files wait below with the reason, and go once it is back.
    if (onto && accepted.length === 1 && serviceReason === null) {
      this.#send([{ ...first, target: onto }]);
      this.announcement = m.documents_uploading_as({ file: first.entry.fileName, document: onto.documentName });
      return;
    }
    // Documents already proposed for waiting files, being sent or just sent (the checklist may not show
    // them uploaded yet), or the row dropped on, are not proposed again.
    const sent = this.uploads.filter((u) => u.phase !== 'failed').map((u) => this.#sentTo.get(u.key) ?? '');
    const waiting = this.staged.entries.map((e) => this.targetKeys[e.key] ?? '');
    const taken = [...waiting, ...sent, ...(onto ? [onto.key] : [])].filter(Boolean);
    const rest = onto ? accepted.slice(1) : accepted;
    const proposals = suggestTargets(
      rest.map((c) => c.entry.fileName),
      this.targets,
      taken,
    );
    if (onto) this.targetKeys[first.entry.key] = onto.key;
    rest.forEach((c, i) => (this.targetKeys[c.entry.key] = proposals[i] ?? ''));
    this.staged.put(
      accepted.map((c) => c.entry),
      accepted,
    );
    this.stagedProblem = null;
    this.announcement = serviceReason
      ? m.documents_offline_announce({
          count: accepted.length,
          shown: formatNumber(accepted.length),
          reason: serviceReason,
        })
      : counted(m.documents_ready_announce, accepted.length);
  }

  uploadStaged(): void {
    if (this.deps.serviceReason()) return;
    const missing = this.staged.entries.filter((e) => !this.targetOf(this.targetKeys[e.key] ?? ''));
    if (missing.length > 0) {
      this.stagedProblem = m.documents_choose_for({ files: missing.map((e) => e.fileName).join(', ') });
      return;
    }
    this.stagedProblem = null;
    this.#send(
      this.staged.entries.map((entry) => ({
        entry,
        file: this.staged.fileOf(entry.key) as File,
        target: this.targetOf(this.targetKeys[entry.key] ?? '') as UploadTarget,
      })),
    );
    this.clearStaged();
  }

  removeStaged(key: string): void {
    this.staged.remove(key);
    delete this.targetKeys[key];
  }

  clearStaged(): void {
    this.staged.clear();
    this.targetKeys = {};
  }

  clearFinished(): void {
    this.uploads = this.uploads.filter((u) => isBusy(u.phase));
  }

  downloadTemplate(doc: ShipmentDocument, key: string): void {
    const fileName = templateFileName(doc);
    const name = documentLabel(doc.documentName) ?? m.documents_unnamed();
    const words = {
      cancelled: m.documents_template_save_cancelled({ name }),
      failed: m.documents_template_save_failed({ name }),
    };
    void this.saves.save(`template:${key}`, words, () =>
      this.deps.saveFile({ fileName, contentBase64: doc.template ?? '' }),
    );
  }

  downloadDocument(doc: ShipmentDocument, key: string): void {
    if (!doc.id) return;
    const documentId = doc.id;
    const shipment = this.deps.shipment();
    // The code names the saved file (two shipments' invoices stay apart); a shipment without one, its id.
    const shipmentCode = shipment.code ?? shipment.shipmentId;
    const name = documentLabel(doc.documentName) ?? m.documents_the_document();
    const words = {
      cancelled: m.documents_file_save_cancelled({ name }),
      failed: m.documents_file_save_failed({ name }),
    };
    void this.saves.save(`download:${key}`, words, () => this.deps.download({ documentId, shipmentCode }));
  }
}

/** The checklist on the app's bridge. */
export function checklistOnBridge(shipment: () => ShipmentSummary, serviceReason: () => string | null): ChecklistState {
  return new ChecklistState({
    list: (input) => api().documents.list(input),
    upload: (input) => api().documents.upload(input),
    download: (input) => api().documents.download(input),
    saveFile: (input) => api().files.save(input),
    read: (file, onProgress) => readFileBytes(file, onProgress),
    shipment,
    serviceReason,
  });
}
