import { codeLabel, NO_STATUS, statusLabel, type Label } from './code-labels';
import type {
  DocumentValidationChanged,
  FreeTimeChanged,
  ShipmentChange,
  ShipmentChangeKind,
} from './shipment-changes';

/**
 * What the desk says about each kind of shipment change, in one table: the
 * switch in Settings (label, hint), whether it notifies by default, and the
 * words of a grouped notification. A kind added to ShipmentChange fails the
 * type check here until it has its entry.
 */
export interface ShipmentChangeKindInfo {
  /** The Settings switch's name: "Status changes". */
  readonly label: string;
  /** One line under the switch on what it covers. */
  readonly hint: string;
  /** Whether a new desk notifies it. */
  readonly notifyByDefault: boolean;
  /**
   * A grouped notification's words for this kind: one or more counted
   * phrases ("3 Delivered", "2 ETA moved") for the changes of this kind.
   */
  readonly counted: (changes: readonly ShipmentChange[]) => readonly string[];
}

/** "2 ETA moved": one phrase for all of a kind's changes. */
const countedAs =
  (words: string) =>
  (changes: readonly ShipmentChange[]): readonly string[] => [`${changes.length} ${words}`];

/**
 * What reaching a validation status means for a document, as a past verb:
 * `None` is a file uploaded and waiting to be checked, `Validated` the back
 * office's yes. A status without an entry is said as its label.
 */
const documentReached: Record<typeof NO_STATUS | 'Validated', Label> = {
  None: { en: 'uploaded' },
  Validated: { en: 'validated' },
};

/** How a document change reads: "uploaded", "validated", or null when the status is one the desk has no verb for. */
function documentVerb(to: string | null): string | null {
  const status = to?.trim() ?? '';
  return Object.hasOwn(documentReached, status) ? documentReached[status as keyof typeof documentReached].en : null;
}

/**
 * A document change in words: "Packing list uploaded", "Packing list
 * validated", "Packing list: Rejected", "Packing list: validation status
 * removed (was Validated)". Never the ids or the raw from/to pair.
 */
export function documentChangeWords(change: DocumentValidationChanged): string {
  const name = change.documentName?.trim() || 'A document';
  const verb = documentVerb(change.to);
  if (verb !== null) return `${name} ${verb}`;
  const to = codeLabel('documentValidation', change.to);
  if (to !== null) return `${name}: ${to}`;
  const from = codeLabel('documentValidation', change.from);
  return from === null ? `${name}: no longer uploaded` : `${name}: validation status removed (was ${from})`;
}

/** Whether a document change is news the operator must act on (a status without a good verb, or one removed). */
export function documentChangeIsBad(change: DocumentValidationChanged): boolean {
  return documentVerb(change.to) === null;
}

const STOP_WORDS = { discharge: 'discharge', release: 'release', 'empty-return': 'empty return' } as const;

/**
 * A free-time crossing in words, for the notification and the change list
 * alike (`day` is the last free day as each writes dates): "Detention 40DRY:
 * empty return not reported; if still out, past the last free day (2 Jan), the
 * charge accrues".
 */
export function freeTimeChangeText(change: FreeTimeChanged, day: string): string {
  const charge = codeLabel('freeTimeCharge', change.chargeType) ?? 'Free time';
  const name = change.containerSizeType ? `${charge} ${change.containerSizeType}` : charge;
  const open = change.unreported ? `${STOP_WORDS[change.unreported]} not reported; if still out, ` : '';
  return change.state === 'past'
    ? `${name}: ${open}past the last free day (${day}), the charge accrues`
    : `${name}: ${open}last free day ${day}, 48 hours or less left`;
}

export const shipmentChangeKinds: Readonly<Record<ShipmentChangeKind, ShipmentChangeKindInfo>> = {
  status: {
    label: 'Status changes',
    hint: 'A shipment’s tracking status moved (picked up, in transit, delivered…).',
    notifyByDefault: true,
    // "3 Delivered, 2 In transit": counted by the status they reached, most first.
    counted: (changes) => {
      const byStatus = new Map<string, number>();
      for (const change of changes) {
        const to = statusLabel('to' in change ? change.to : null);
        byStatus.set(to, (byStatus.get(to) ?? 0) + 1);
      }
      return [...byStatus].sort((a, b) => b[1] - a[1]).map(([status, n]) => `${n} ${status}`);
    },
  },
  'delivery-date': {
    label: 'ETA moved',
    hint: 'The estimated delivery date of a shipment changed.',
    notifyByDefault: true,
    counted: countedAs('ETA moved'),
  },
  'pickup-date': {
    label: 'Pickup date moved',
    hint: 'The pickup date of a shipment changed.',
    notifyByDefault: true,
    counted: countedAs('pickup moved'),
  },
  'customs-status': {
    label: 'Customs status',
    hint: 'A shipment’s customs status moved (pending, cleared, held…).',
    notifyByDefault: true,
    counted: countedAs('customs status changed'),
  },
  added: {
    label: 'New shipments',
    hint: 'A shipment booked elsewhere appears in the list (not the ones you book here).',
    notifyByDefault: true,
    counted: countedAs('new'),
  },
  unlisted: {
    label: 'No longer listed',
    hint: 'The service stopped listing a shipment; the desk keeps it.',
    notifyByDefault: true,
    counted: countedAs('no longer listed'),
  },
  messages: {
    label: 'New tracking messages',
    hint: 'New messages found when a shipment’s messages are fetched in the background (not while you read them).',
    notifyByDefault: true,
    counted: (changes) => {
      const total = changes.reduce((sum, change) => sum + ('newCount' in change ? change.newCount : 0), 0);
      return [total === 1 ? '1 new message' : `${total} new messages`];
    },
  },
  'document-validation': {
    label: 'Document checks',
    hint: 'A required document was uploaded, validated or refused (found outside the Documents screen).',
    notifyByDefault: true,
    // "2 documents uploaded, 1 document validated": counted by what happened to them.
    counted: (changes) => {
      const byVerb = new Map<string, number>();
      for (const change of changes) {
        const verb = change.kind === 'document-validation' ? (documentVerb(change.to) ?? 'changed') : 'changed';
        byVerb.set(verb, (byVerb.get(verb) ?? 0) + 1);
      }
      return [...byVerb].map(([verb, n]) => `${n} ${n === 1 ? 'document' : 'documents'} ${verb}`);
    },
  },
  'free-time': {
    label: 'Free time running out',
    hint: 'A booked sea shipment came within 48 hours of its last free day (demurrage, detention, storage), or passed it, while its clock runs.',
    notifyByDefault: true,
    // "1 free time ending, 2 past free time": what the operator must act on first.
    counted: (changes) => {
      const past = changes.filter((change) => 'state' in change && change.state === 'past').length;
      const soon = changes.length - past;
      return [...(soon > 0 ? [`${soon} free time ending`] : []), ...(past > 0 ? [`${past} past free time`] : [])];
    },
  },
};

/** Every kind, in the table's order: the Settings switches and a notification's phrases follow it. */
// The cast: Object.keys of a Record over ShipmentChangeKind holds exactly those keys.
export const shipmentChangeKindOrder = Object.keys(shipmentChangeKinds) as ShipmentChangeKind[];
