import { m } from '@shared/i18n/messages';
import { isReeferType } from './container-choices';
import { ratingPalletType } from './pallet-choices';

/*
 * The "lines" of a rating form: what is shipped, one row per line. Each mode
 * has a kind of line, described here by its fields; one editor renders any of
 * them and one builder turns any of them into the request's list.
 */

export type LineValue = string | boolean;

/** One row as the form holds it: numbers as typed text, flags as booleans. */
export interface LineValues {
  /** Stable key for the row (kept when rows above it are removed). */
  readonly id: number;
  values: Record<string, LineValue>;
}

export type LineFieldKind = 'int' | 'decimal' | 'text' | 'select' | 'check' | 'derived';

export interface LineField {
  /** The request field the value goes to. */
  readonly key: string;
  /** Column header and the control's accessible name. */
  readonly label: string;
  readonly kind: LineFieldKind;
  readonly unit?: string;
  /** Text fields only: may be left empty (then null is sent). */
  readonly optional?: boolean;
  /** Selects: which list the choices come from (the screen loads it). */
  readonly choices?: 'pallet-types' | 'container-types';
  /** Selects: the value sent for a choice (the pallet choice becomes a rating pallet type). */
  readonly send?: (value: string) => unknown;
  /** Derived fields: computed from the other values of the row, shown read-only. */
  readonly derive?: (values: Readonly<Record<string, LineValue>>) => boolean;
  /** Relative column width in the editor. */
  readonly width: 'xs' | 'sm' | 'md' | 'lg';
  readonly placeholder?: string;
}

export type LineKindId = 'boxes' | 'pallets' | 'containers' | 'lcl-cargos' | 'air-cargos';

export interface LineKind {
  readonly id: LineKindId;
  /** The request's list field. */
  readonly listField: 'boxes' | 'pallets' | 'containers' | 'cargos';
  readonly title: string;
  /** "box": in "Add box", "Box 2", "Remove box 2". */
  readonly noun: string;
  readonly fields: readonly LineField[];
  /** Sent with every line as is. */
  readonly constant: Readonly<Record<string, unknown>>;
  /** A new row's values. */
  readonly defaults: Readonly<Record<string, LineValue>>;
}

/*
 * The words of a line are getters: said in the desk's language when read, so
 * a template reading them redraws when it changes (a spread copies a getter's
 * value, so fields that differ only in words are written out).
 */
const quantity: LineField = {
  key: 'quantity',
  get label() {
    return m.rating_line_quantity();
  },
  kind: 'int',
  width: 'xs',
};
/** A size or weight field in centimetres or kilograms. */
function measure(key: string, label: () => string, unit: 'cm' | 'kg'): LineField {
  return {
    key,
    get label() {
      return label();
    },
    kind: 'decimal',
    unit,
    width: 'sm',
  };
}
const length = measure('length', m.rating_line_length, 'cm');
const width = measure('width', m.rating_line_width, 'cm');
const height = measure('height', m.rating_line_height, 'cm');
const weight = measure('weight', m.rating_line_weight, 'kg');
const stackable: LineField = {
  key: 'isStackable',
  get label() {
    return m.rating_line_stackable();
  },
  kind: 'check',
  width: 'xs',
};

/** Every payload of the API measures in centimetres and kilograms. */
const CM_KG = { measurementUnit: 'CmKg' } as const;

export const lineKinds: Readonly<Record<LineKindId, LineKind>> = {
  boxes: {
    id: 'boxes',
    listField: 'boxes',
    get title() {
      return m.rating_lines_boxes();
    },
    get noun() {
      return m.rating_line_noun_box();
    },
    fields: [quantity, length, width, height, weight],
    constant: CM_KG,
    defaults: { quantity: '1', length: '', width: '', height: '', weight: '' },
  },
  pallets: {
    id: 'pallets',
    listField: 'pallets',
    get title() {
      return m.rating_lines_pallets();
    },
    get noun() {
      return m.rating_line_noun_pallet();
    },
    fields: [
      {
        key: 'palletType',
        get label() {
          return m.rating_line_pallet_type();
        },
        kind: 'select',
        choices: 'pallet-types',
        send: ratingPalletType,
        width: 'lg',
      },
      quantity,
      length,
      width,
      height,
      weight,
      stackable,
    ],
    constant: CM_KG,
    defaults: {
      palletType: 'Euro',
      quantity: '1',
      length: '120',
      width: '80',
      height: '',
      weight: '',
      isStackable: true,
    },
  },
  containers: {
    id: 'containers',
    listField: 'containers',
    get title() {
      return m.rating_lines_containers();
    },
    get noun() {
      return m.rating_line_noun_container();
    },
    fields: [
      {
        key: 'type',
        get label() {
          return m.rating_line_container_type();
        },
        kind: 'select',
        choices: 'container-types',
        width: 'lg',
      },
      {
        key: 'isReeferContainer',
        get label() {
          return m.rating_line_reefer();
        },
        kind: 'derived',
        derive: (v) => isReeferType(String(v.type ?? '')),
        width: 'xs',
      },
      quantity,
      measure('weight', m.rating_line_cargo_weight, 'kg'),
      {
        key: 'isOwnedContainer',
        get label() {
          return m.rating_line_shipper_owned();
        },
        kind: 'check',
        width: 'xs',
      },
      {
        key: 'imoNumber',
        get label() {
          return m.rating_line_imo();
        },
        kind: 'text',
        optional: true,
        width: 'sm',
        get placeholder() {
          return m.rating_line_optional();
        },
      },
    ],
    constant: CM_KG,
    defaults: { type: '', quantity: '1', weight: '', isOwnedContainer: false, imoNumber: '' },
  },
  'lcl-cargos': {
    id: 'lcl-cargos',
    listField: 'cargos',
    get title() {
      return m.rating_lines_cargo();
    },
    get noun() {
      return m.rating_line_noun_cargo();
    },
    fields: [
      quantity,
      {
        key: 'CBM',
        get label() {
          return m.rating_line_volume();
        },
        kind: 'decimal',
        unit: 'm³',
        width: 'sm',
      },
      weight,
    ],
    constant: CM_KG,
    defaults: { quantity: '1', CBM: '', weight: '' },
  },
  'air-cargos': {
    id: 'air-cargos',
    listField: 'cargos',
    get title() {
      return m.rating_lines_pieces();
    },
    get noun() {
      return m.rating_line_noun_piece();
    },
    fields: [quantity, length, width, height, weight, stackable],
    constant: CM_KG,
    defaults: { quantity: '1', length: '', width: '', height: '', weight: '', isStackable: true },
  },
};

let nextLineId = 1;

export function newLine(kind: LineKind): LineValues {
  return { id: nextLineId++, values: { ...kind.defaults } };
}

/** "Box 2": a row's name, for its group label and its remove button. */
export function lineName(kind: LineKind, index: number): string {
  const noun = kind.noun;
  return m.rating_line_name({ noun: `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`, number: index + 1 });
}

/** The lists a kind's lines choose their types from (pallet types, container types). */
export function choiceListsOf(kind: LineKind): ReadonlySet<NonNullable<LineField['choices']>> {
  return new Set(kind.fields.flatMap((f) => (f.choices ? [f.choices] : [])));
}

/** The request path of a line field: `boxes[0].weight`. */
export function linePath(kind: LineKind, index: number, key: string): string {
  return `${kind.listField}[${index}].${key}`;
}
