import type { QuoteType } from '@shared/api/quotes';
import { stableUuid } from '../util/prng';
import { tinyPdf } from './tiny-pdf';

/**
 * The documents each kind of shipment needs. Template ids are stable (the
 * same "Commercial invoice" template id for every shipment, as a service's
 * template table would have), so a client can keep them.
 */
export interface DocumentTemplate {
  readonly templateId: string;
  readonly key: string;
  readonly documentName: string;
  readonly isRequired: boolean;
  /** What the operator should know about it (the payload's `observations`). */
  readonly observations: string | null;
  /** Whether the service offers a blank template file to fill in. */
  readonly hasTemplate: boolean;
  /** Several uploads allowed (each a separate document) instead of one replacing the last. */
  readonly multiple: boolean;
}

function template(
  key: string,
  documentName: string,
  isRequired: boolean,
  observations: string | null,
  extra: Partial<Pick<DocumentTemplate, 'hasTemplate' | 'multiple'>> = {},
): DocumentTemplate {
  return {
    templateId: stableUuid(`document-template:${key}`),
    key,
    documentName,
    isRequired,
    observations,
    hasTemplate: true,
    multiple: false,
    ...extra,
  };
}

const LABEL = template('label', 'Label', true, 'Shipment labels: one per package, printed and stuck on every package.');
const INVOICE = template(
  'commercial-invoice',
  'Commercial invoice',
  true,
  'Signed commercial invoice with the goods value and the Incoterm.',
);
const PACKING_LIST = template(
  'packing-list',
  'Packing list',
  true,
  'Contents, weights and sizes per package or pallet.',
);
const BL_INSTRUCTIONS = template(
  'bl-instructions',
  'Bill of lading instructions',
  true,
  'Shipper, consignee, notify party and cargo description for the B/L.',
);
const VGM = template('vgm', 'VGM declaration', true, 'Verified gross mass of each container (SOLAS), signed.');
const ORIGIN_CERT = template(
  'certificate-of-origin',
  'Certificate of origin',
  false,
  'Needed when the destination applies preferential duties.',
);
const DGD = template(
  'dangerous-goods',
  'Dangerous goods declaration',
  true,
  'IMDG / ADR declaration with UN numbers and classes.',
);
const AWB = template(
  'awb-instructions',
  'Air waybill instructions',
  true,
  'Shipper, consignee and handling information for the air waybill.',
);
const OTHER = template('other', 'Other documents', false, null, { hasTemplate: false, multiple: true });

const CHECKLISTS: Readonly<Record<QuoteType, readonly DocumentTemplate[]>> = {
  boxes: [LABEL, INVOICE, OTHER],
  pallets: [LABEL, INVOICE, PACKING_LIST, OTHER],
  'sea/fcl': [BL_INSTRUCTIONS, INVOICE, PACKING_LIST, VGM, ORIGIN_CERT, OTHER],
  'sea/lcl': [BL_INSTRUCTIONS, INVOICE, PACKING_LIST, ORIGIN_CERT, OTHER],
  air: [AWB, INVOICE, PACKING_LIST, OTHER],
};

/** The checklist of a shipment type; dangerous cargo adds its declaration. */
export function checklistFor(type: QuoteType, dangerous: boolean): readonly DocumentTemplate[] {
  const list = CHECKLISTS[type];
  return dangerous ? [...list.slice(0, -1), DGD, ...list.slice(-1)] : list;
}

const templateFiles = new Map<string, string>();

/** The blank template file of a document, base64 PDF (built once). */
export function templateFile(t: DocumentTemplate): string | null {
  if (!t.hasTemplate) return null;
  let file = templateFiles.get(t.key);
  if (!file) {
    file = tinyPdf(t.documentName, [
      'Freight Desk sandbox template',
      t.observations ?? '',
      'Fill in, sign and upload it to the shipment.',
    ]).toString('base64');
    templateFiles.set(t.key, file);
  }
  return file;
}
