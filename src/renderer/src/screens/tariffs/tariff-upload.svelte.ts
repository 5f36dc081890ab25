import { m } from '@shared/i18n/messages';
import { AppError, type Api } from '../../lib/api';
import { api } from '../../lib/backend';
import { ChosenFiles } from '../../lib/chosen-files.svelte';
import { readFileBytes, textToBase64, type FileTransfers } from '../../lib/files';
import { FormScaffold } from '../../lib/form.svelte';
import { isOutcomeUnknown } from '../../lib/outcome';
import { SaveWithNotice } from '../../lib/save-notice.svelte';
import { tariffCsvTemplate, tariffTemplateFileName } from './tariff-csv-format';
import {
  emptyTariffUpload,
  resultDetails,
  tariffUploadFields,
  tariffUploadInput,
  validateTariffUpload,
  type TariffUploadValues,
} from './tariff-forms';

/** What the upload panel needs from outside: the service, its reason to be unavailable, the calendar. */
export interface TariffUploadDeps extends FileTransfers {
  upload: Api['tariffs']['upload'];
  /** Why the service cannot be asked now, or null (read when sending). */
  serviceReason: () => string | null;
  today: () => Date;
}

/** The service's answer to an upload, as the panel shows it. */
export interface UploadAnswer {
  readonly success: boolean;
  readonly message: string | null;
  readonly details: ReadonlyArray<{ label: string; value: string }>;
}

/**
 * The tariff upload panel's state: the form, the files chosen, the one
 * request that carries them all, and what came of it (answer, refusal,
 * or an outcome the report must tell).
 */
export class TariffUpload {
  readonly form = new FormScaffold<TariffUploadValues, (typeof tariffUploadFields)[number]>(
    tariffUploadFields,
    emptyTariffUpload(),
  );
  readonly basket = new ChosenFiles();
  readonly template = new SaveWithNotice();
  uploading = $state(false);
  formError: AppError | null = $state(null);
  /** Sent, but no answer could be read: the service may have the tariff. */
  unknown: { contract: string; message: string } | null = $state(null);
  result: UploadAnswer | null = $state(null);

  /** The files the next upload sends: new ones, and those of an upload that failed (to send again). */
  readonly sendable = $derived(this.basket.entries.filter((e) => e.phase === 'ready' || e.phase === 'failed'));
  readonly uploadedAll = $derived(this.sendable.length === 0 && this.basket.entries.some((e) => e.phase === 'done'));
  readonly unknownAll = $derived(this.sendable.length === 0 && this.basket.entries.some((e) => e.phase === 'unknown'));

  constructor(
    private readonly deps: TariffUploadDeps,
    /** Told the contract of a tariff just uploaded, or of one whose outcome is unknown (the report checks it). */
    private readonly told: { uploaded?: (contract: string) => void; check?: (contract: string) => void } = {},
  ) {}

  /**
   * New files join the list; after an upload that was sent (done, or outcome unknown) the list starts over.
   * Refused files show why and are never sent.
   */
  accept(dropped: readonly File[]): void {
    if (this.uploading || dropped.length === 0) return;
    if (this.basket.entries.some((e) => e.phase === 'done' || e.phase === 'unknown')) this.basket.clear();
    this.result = null;
    this.formError = null;
    this.unknown = null;
    this.basket.add(dropped);
    this.form.clearError('files');
  }

  /** Whether a file can still be taken out (not while sending, not once sent). */
  removable(phase: string): boolean {
    return !this.uploading && (phase === 'ready' || phase === 'refused');
  }

  async submit(): Promise<void> {
    if (this.deps.serviceReason()) return;
    this.result = null;
    this.formError = null;
    this.unknown = null;
    if (!this.form.check(validateTariffUpload(this.form.values, this.sendable.length))) return;
    this.uploading = true;
    const sending = this.sendable;
    const values = this.form.values;
    try {
      const contents: Array<{ fileName: string; content: Uint8Array<ArrayBuffer> }> = [];
      for (const entry of sending) {
        entry.phase = 'reading';
        entry.message = null;
        // Every sendable entry was accepted, so it has its File.
        const file = this.basket.fileOf(entry.key) as File;
        const content = await this.deps.read(file, (read, total) => {
          entry.progress = total > 0 ? read / total : 1;
        });
        contents.push({ fileName: entry.fileName, content });
      }
      // One request carries every file: they all travel, and succeed or fail, together.
      for (const entry of sending) entry.phase = 'sending';
      const answer = await this.deps.upload(tariffUploadInput(values, contents));
      for (const entry of sending) {
        entry.phase = answer.success ? 'done' : 'failed';
        entry.message = answer.success ? null : (answer.message ?? m.tariffs_not_accepted());
      }
      this.result = { success: answer.success, message: answer.message, details: resultDetails(answer) };
      if (answer.success) this.told.uploaded?.(values.contractReference.trim());
    } catch (cause) {
      const error = AppError.from(cause);
      if (isOutcomeUnknown(error)) {
        // Not 'failed': those are sent again by the next upload, and these may be there already.
        for (const entry of sending) {
          entry.phase = 'unknown';
          entry.message = null;
        }
        const contract = values.contractReference.trim();
        this.unknown = { contract, message: error.message };
        this.told.check?.(contract);
        return;
      }
      for (const entry of sending) {
        entry.phase = 'failed';
        entry.message = error.message;
      }
      this.formError = this.form.refused(error);
    } finally {
      this.uploading = false;
    }
  }

  /** Saves a CSV template of this year, with the header the hint shows. */
  saveTemplate(): Promise<void> {
    return this.template.save(
      'template',
      { cancelled: m.tariffs_template_cancelled(), failed: m.tariffs_template_failed() },
      () =>
        this.deps.saveFile({
          fileName: tariffTemplateFileName(),
          contentBase64: textToBase64(tariffCsvTemplate(this.deps.today().getFullYear())),
        }),
    );
  }
}

/** The panel's state on the app's bridge. */
export function tariffUploadOnBridge(
  serviceReason: () => string | null,
  told: ConstructorParameters<typeof TariffUpload>[1],
): TariffUpload {
  return new TariffUpload(
    {
      upload: (input) => api().tariffs.upload(input),
      saveFile: (input) => api().files.save(input),
      read: (file, onProgress) => readFileBytes(file, onProgress),
      serviceReason,
      // eslint-disable-next-line svelte/prefer-svelte-reactivity -- read once for today's year, never watched
      today: () => new Date(),
    },
    told,
  );
}
