import { ratingModeIds, ratingModes, type RatingMode } from '@shared/api/modes';
import { lineKinds, type LineKind } from './line-kinds';

/**
 * What the rating form shows for each mode, beside what every mode shares
 * (pickup date, goods, value, currency, insurance, customs). The mode table
 * of src/shared/api/modes.ts gives the label and the quote type (the request
 * schema is ratingRequests'); this adds only what the FORM needs. One form component reads
 * it: no copy per mode.
 */
export interface FormMode {
  readonly mode: RatingMode;
  /** The tab's text ("Sea FCL"); the mode table's label is the longer title. */
  readonly tab: string;
  readonly title: string;
  /**
   * How the two ends are chosen: an address (postal-code lookup), a port
   * (port lookup, plus an address for store-door service) or an airport plus
   * the address the goods are picked up from / delivered to.
   */
  readonly ends: 'address' | 'port' | 'airport';
  readonly lines: LineKind;
  /** Whether the request has a dangerous-cargo flag (sea declares it per container: IMO number). */
  readonly dangerousCargo: boolean;
  /** Whether goods description and value must be given (optional for sea). */
  readonly goodsRequired: boolean;
  /** Labels of the two ends. */
  readonly endLabels: { readonly origin: string; readonly destination: string };
}

const lineKindOf: Readonly<Record<RatingMode, LineKind>> = {
  boxes: lineKinds.boxes,
  pallets: lineKinds.pallets,
  'sea-fcl': lineKinds.containers,
  'sea-lcl': lineKinds['lcl-cargos'],
  air: lineKinds['air-cargos'],
};

function formMode(mode: RatingMode): FormMode {
  const spec = ratingModes[mode];
  const kind = spec.kind;
  return {
    mode,
    tab: spec.label.replace(/\s*\(.*\)$/, ''),
    title: spec.label,
    ends: kind === 'sea' ? 'port' : kind === 'air' ? 'airport' : 'address',
    lines: lineKindOf[mode],
    dangerousCargo: kind !== 'sea',
    goodsRequired: kind !== 'sea',
    endLabels:
      kind === 'sea'
        ? { origin: 'Port of loading', destination: 'Port of discharge' }
        : kind === 'air'
          ? { origin: 'Departure', destination: 'Arrival' }
          : { origin: 'Origin', destination: 'Destination' },
  };
}

export const formModes: Readonly<Record<RatingMode, FormMode>> = Object.fromEntries(
  ratingModeIds.map((mode) => [mode, formMode(mode)]),
) as Record<RatingMode, FormMode>;

/** The modes in tab order. */
export const formModeList: readonly FormMode[] = ratingModeIds.map((mode) => formModes[mode]);
