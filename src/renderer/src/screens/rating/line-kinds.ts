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

const quantity: LineField = { key: 'quantity', label: 'Quantity', kind: 'int', width: 'xs' };
const length: LineField = { key: 'length', label: 'Length', kind: 'decimal', unit: 'cm', width: 'sm' };
const width: LineField = { key: 'width', label: 'Width', kind: 'decimal', unit: 'cm', width: 'sm' };
const height: LineField = { key: 'height', label: 'Height', kind: 'decimal', unit: 'cm', width: 'sm' };
const weight: LineField = { key: 'weight', label: 'Weight', kind: 'decimal', unit: 'kg', width: 'sm' };
const stackable: LineField = {
  key: 'isStackable',
  label: 'Stackable',
  kind: 'check',
  width: 'xs',
};

/** Every payload of the API measures in centimetres and kilograms. */
const CM_KG = { measurementUnit: 'CmKg' } as const;

export const lineKinds: Readonly<Record<LineKindId, LineKind>> = {
  boxes: {
    id: 'boxes',
    listField: 'boxes',
    title: 'Boxes',
    noun: 'box',
    fields: [quantity, length, width, height, weight],
    constant: CM_KG,
    defaults: { quantity: '1', length: '', width: '', height: '', weight: '' },
  },
  pallets: {
    id: 'pallets',
    listField: 'pallets',
    title: 'Pallets',
    noun: 'pallet',
    fields: [
      {
        key: 'palletType',
        label: 'Pallet type',
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
    title: 'Containers',
    noun: 'container',
    fields: [
      {
        key: 'type',
        label: 'Container type',
        kind: 'select',
        choices: 'container-types',
        width: 'lg',
      },
      {
        key: 'isReeferContainer',
        label: 'Reefer',
        kind: 'derived',
        derive: (v) => isReeferType(String(v.type ?? '')),
        width: 'xs',
      },
      quantity,
      { ...weight, label: 'Cargo weight' },
      { key: 'isOwnedContainer', label: 'Shipper-owned', kind: 'check', width: 'xs' },
      {
        key: 'imoNumber',
        label: 'IMO number',
        kind: 'text',
        optional: true,
        width: 'sm',
        placeholder: 'Optional',
      },
    ],
    constant: CM_KG,
    defaults: { type: '', quantity: '1', weight: '', isOwnedContainer: false, imoNumber: '' },
  },
  'lcl-cargos': {
    id: 'lcl-cargos',
    listField: 'cargos',
    title: 'Cargo',
    noun: 'cargo line',
    fields: [quantity, { key: 'CBM', label: 'Volume', kind: 'decimal', unit: 'm³', width: 'sm' }, weight],
    constant: CM_KG,
    defaults: { quantity: '1', CBM: '', weight: '' },
  },
  'air-cargos': {
    id: 'air-cargos',
    listField: 'cargos',
    title: 'Pieces',
    noun: 'piece',
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
  return `${kind.noun.charAt(0).toUpperCase()}${kind.noun.slice(1)} ${index + 1}`;
}

/** The request path of a line field: `boxes[0].weight`. */
export function linePath(kind: LineKind, index: number, key: string): string {
  return `${kind.listField}[${index}].${key}`;
}
