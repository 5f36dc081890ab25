import { m } from '@shared/i18n/messages';
import type { PathForm } from '../../lib/path-fields';
import { containerOptions } from './container-choices';
import { choiceListsOf, linePath, newLine, type LineField, type LineKind, type LineValues } from './line-kinds';
import { containerTypeList, palletTypeList } from './lookup-lists.svelte';
import { palletChoices } from './pallet-choices';
import type { SelectOption } from './select-option';

/** What the editor is for (the component's props). */
export interface LinesInput {
  readonly kind: LineKind;
  /** The form's lines, changed in place (the component binds them). */
  readonly lines: LineValues[];
  /** The rating form's fields: each cell's message, its clearing and its cursor, by request path. */
  readonly fields: PathForm;
}

/** The lists a line's type is chosen from, as the app reads them from the service (or the store). */
export interface LineLists {
  readonly pallets: typeof palletTypeList;
  readonly containers: typeof containerTypeList;
}

/**
 * The rating form's lines of one kind (boxes, pallets, containers, cargos):
 * the choices their types are picked from, whether those lists are the
 * store's copy or failed to read, and adding, removing and picking a line's
 * type, which keeps each cell's message on its own row.
 */
export class LinesEditorState {
  readonly #input: () => LinesInput;
  readonly #lists: LineLists;

  /** The lists this kind of line chooses from. */
  readonly needs = $derived.by(() => choiceListsOf(this.#input().kind));
  readonly pallets = $derived.by(() => palletChoices(this.#lists.pallets.value?.value ?? []));
  /** A select's options by the list it chooses from. */
  readonly choiceOptions: Record<string, SelectOption[]> = $derived.by(() => ({
    'pallet-types': this.pallets.map((p) => ({ value: p.id, label: p.label })),
    'container-types': containerOptions(this.#lists.containers.value?.value ?? null),
  }));
  /** The list this kind chooses from, when it is the desk's saved copy (the service could not be asked). */
  readonly savedList = $derived.by(() => {
    const { pallets, containers } = this.#lists;
    if (this.needs.has('pallet-types') && pallets.value?.fromStore) {
      return { what: m.rating_lines_pallet_types(), kept: pallets.value };
    }
    if (this.needs.has('container-types') && containers.value?.fromStore) {
      return { what: m.rating_lines_container_types(), kept: containers.value };
    }
    return null;
  });
  /** The list this kind chooses from could not be read: which, and why. */
  readonly listError = $derived.by(() => {
    const { pallets, containers } = this.#lists;
    if (this.needs.has('pallet-types') && pallets.error) {
      return { list: pallets, error: pallets.error, what: m.rating_lines_pallet_types_failed() };
    }
    if (this.needs.has('container-types') && containers.error) {
      return { list: containers, error: containers.error, what: m.rating_lines_container_types_failed() };
    }
    return null;
  });

  constructor(input: () => LinesInput, lists: LineLists = { pallets: palletTypeList, containers: containerTypeList }) {
    this.#input = input;
    this.#lists = lists;
  }

  /** Reads the lists this kind chooses from, unless they are read or on their way (a failed one is not asked again here). */
  ensureLists(): void {
    if (this.needs.has('pallet-types')) this.#lists.pallets.ensure();
    if (this.needs.has('container-types')) this.#lists.containers.ensure();
  }

  add(): void {
    const { kind, lines } = this.#input();
    lines.push(newLine(kind));
  }

  remove(index: number): void {
    const { kind, lines, fields } = this.#input();
    lines.splice(index, 1);
    // Row paths shift after a removal: old messages would point at the wrong row.
    for (const field of kind.fields) fields.clearError(linePath(kind, index, field.key));
  }

  /** Picking a standard pallet fills its footprint; the operator can still change it. */
  chosen(line: LineValues, field: LineField, index: number): void {
    if (field.choices !== 'pallet-types') return;
    const { kind, fields } = this.#input();
    const choice = this.pallets.find((p) => p.id === line.values[field.key]);
    if (choice?.lengthCm != null && choice.widthCm != null) {
      line.values.length = String(choice.lengthCm);
      line.values.width = String(choice.widthCm);
      fields.clearError(linePath(kind, index, 'length'));
      fields.clearError(linePath(kind, index, 'width'));
    }
  }
}
