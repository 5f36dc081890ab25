import type { CompanyLogo } from '@shared/domain/company-logo';
import { logoFileProblem } from '@shared/domain/company-logo';
import { AppError, type Api } from '../../lib/api';
import { api } from '../../lib/backend';
import { deskLanguage } from '../../lib/desk-language.svelte';
import { readFileBytes } from '../../lib/files';
import { Query } from '../../lib/query.svelte';

/** What the logo panel needs from outside: main's logo channels, the file reader, the locale of figures. */
export interface CompanyLogoDeps {
  logo: Api['settings']['logo'];
  saveLogo: Api['settings']['saveLogo'];
  removeLogo: Api['settings']['removeLogo'];
  read: (file: Blob) => Promise<Uint8Array<ArrayBuffer>>;
  /** The desk's locale of formats, for the sizes a refusal names. */
  locale: () => string;
}

/**
 * The company logo printed at the head of quote PDFs, as Settings shows it:
 * the logo main keeps (a PNG or JPEG file in the app's data folder), the one
 * just chosen or removed, and why the last choice was refused.
 */
export class CompanyLogoState {
  readonly query = new Query(() => this.deps.logo());
  /** The logo after a change on this panel (null: removed); undefined until one. */
  #changed: CompanyLogo | null | undefined = $state.raw(undefined);
  /** The logo to show; null when there is none (or it is not read yet). */
  readonly shown = $derived(this.#changed === undefined ? (this.query.value ?? null) : this.#changed);
  /** Why the last file chosen, or the last removal, was refused; null when nothing was. */
  problem: string | null = $state(null);
  busy = $state(false);

  constructor(private readonly deps: CompanyLogoDeps) {}

  /** Reads the kept logo while the panel is up; call during its setup. */
  start(): void {
    $effect(() => {
      this.query.ensure();
      return () => this.query.stop();
    });
  }

  /** Makes the first file chosen the logo, unless it is refused (then `problem` says why). */
  async choose(files: readonly File[]): Promise<void> {
    const file = files[0];
    if (!file) return;
    await this.#change(async () => {
      const content = await this.deps.read(file);
      // Said at once for a file too large or of another kind; main checks again, and decodes it.
      const problem = logoFileProblem(file.name, content, this.deps.locale());
      if (problem) {
        this.problem = problem;
        return undefined;
      }
      return this.deps.saveLogo({ fileName: file.name, content });
    });
  }

  remove(): Promise<void> {
    return this.#change(() => this.deps.removeLogo());
  }

  /** Runs one change; its answer becomes the logo shown (undefined: refused before it was sent). */
  async #change(change: () => Promise<CompanyLogo | null | undefined>): Promise<void> {
    this.problem = null;
    this.busy = true;
    try {
      const logo = await change();
      if (logo !== undefined) this.#changed = logo;
    } catch (cause) {
      this.problem = AppError.from(cause).message;
    } finally {
      this.busy = false;
    }
  }
}

/** The logo panel's state on the app's bridge. */
export function companyLogoOnBridge(): CompanyLogoState {
  return new CompanyLogoState({
    logo: () => api().settings.logo(),
    saveLogo: (input) => api().settings.saveLogo(input),
    removeLogo: () => api().settings.removeLogo(),
    read: (file) => readFileBytes(file),
    locale: () => deskLanguage.current.locale,
  });
}
