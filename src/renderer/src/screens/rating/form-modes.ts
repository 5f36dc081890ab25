import { ratingModeIds, ratingModes, type RatingMode } from '@shared/api/modes';
import { m } from '@shared/i18n/messages';
import { RATING_MODE_NAMES } from '@shared/domain/rating-mode-names';
import { ratingModeTab } from '../../lib/rating-mode-tab';
import { lineKinds, type LineKind } from './line-kinds';

/**
 * What the rating form shows for each mode, beside what every mode shares
 * (pickup date, goods, value, currency, insurance, customs). The mode table
 * of src/shared/api/modes.ts gives the kind and the quote type (the request
 * schema is ratingRequests'); this adds only what the FORM needs. One form component reads
 * it: no copy per mode.
 */
export interface FormMode {
  readonly mode: RatingMode;
  /** The tab's text ("Sea FCL"): the title without its bracket. */
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

/** The two ends' names per kind of end, read when shown (so in the language of the moment). */
const endLabelsOf = {
  port: () => ({ origin: m.rating_end_port_loading(), destination: m.rating_end_port_discharge() }),
  airport: () => ({ origin: m.rating_end_departure(), destination: m.rating_end_arrival() }),
  address: () => ({ origin: m.rating_end_origin(), destination: m.rating_end_destination() }),
} as const;

function formMode(mode: RatingMode): FormMode {
  const kind = ratingModes[mode].kind;
  const ends = kind === 'sea' ? 'port' : kind === 'air' ? 'airport' : 'address';
  // Getters: the words are said in the desk's language when read, and a template reading them redraws when it changes.
  return {
    mode,
    get tab() {
      return ratingModeTab(mode);
    },
    get title() {
      return RATING_MODE_NAMES[mode]();
    },
    ends,
    lines: lineKindOf[mode],
    dangerousCargo: kind !== 'sea',
    goodsRequired: kind !== 'sea',
    get endLabels() {
      return endLabelsOf[ends]();
    },
  };
}

export const formModes: Readonly<Record<RatingMode, FormMode>> = Object.fromEntries(
  ratingModeIds.map((mode) => [mode, formMode(mode)]),
) as Record<RatingMode, FormMode>;

/** The modes in tab order. */
export const formModeList: readonly FormMode[] = ratingModeIds.map((mode) => formModes[mode]);
