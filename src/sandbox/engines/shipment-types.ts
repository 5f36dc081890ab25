import type { QuoteType } from '@shared/api/quotes';

/** The `shipmentType` / `commodityType` text of each kind ("Box" in the payloads). */
export const SHIPMENT_TYPE_NAMES: Readonly<Record<QuoteType, string>> = {
  boxes: 'Box',
  pallets: 'Pallet',
  'sea/fcl': 'FCL',
  'sea/lcl': 'LCL',
  air: 'Air',
};
