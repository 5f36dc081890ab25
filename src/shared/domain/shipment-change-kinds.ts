import { m } from '../i18n/messages';
import { codeLabel, documentLabel, NO_STATUS, statusLabel } from './code-labels';
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
  /** The Settings switch's name: "Status changes" (a function: said in the desk's language of the moment). */
  readonly label: () => string;
  /** One line under the switch on what it covers. */
  readonly hint: () => string;
  /** Whether a new desk notifies it. */
  readonly notifyByDefault: boolean;
  /**
   * A grouped notification's words for this kind: one or more counted
   * phrases ("3 Delivered", "2 ETA moved") for the changes of this kind.
   */
  readonly counted: (changes: readonly ShipmentChange[]) => readonly string[];
}

/** "2 ETA moved": one phrase for all of a kind's changes, the count choosing the plural. */
const countedAs =
  (words: (inputs: { count: number }) => string) =>
  (changes: readonly ShipmentChange[]): readonly string[] => [words({ count: changes.length })];

/**
 * What reaching a validation status means for a document: `None` is a file
 * uploaded and waiting to be checked, `Validated` the back office's yes. A
 * status without an entry is said as its label.
 */
type DocumentVerb = 'uploaded' | 'validated';
const documentReached: Record<typeof NO_STATUS | 'Validated', DocumentVerb> = {
  None: 'uploaded',
  Validated: 'validated',
};

/** What happened to a document, or null when the status is one the desk has no verb for. */
function documentVerb(to: string | null): DocumentVerb | null {
  const status = to?.trim() ?? '';
  return Object.hasOwn(documentReached, status) ? documentReached[status as keyof typeof documentReached] : null;
}

/**
 * A document change in words: "Packing list uploaded", "Packing list
 * validated", "Packing list: Rejected", "Packing list: validation status
 * removed (was Validated)". Never the ids or the raw from/to pair.
 */
export function documentChangeWords(change: DocumentValidationChanged): string {
  const name = documentLabel(change.documentName) ?? m.change_document_unnamed();
  const verb = documentVerb(change.to);
  if (verb === 'uploaded') return m.change_document_uploaded({ name });
  if (verb === 'validated') return m.change_document_validated({ name });
  const to = codeLabel('documentValidation', change.to);
  if (to !== null) return m.change_document_status({ name, status: to });
  const from = codeLabel('documentValidation', change.from);
  return from === null
    ? m.change_document_no_longer_uploaded({ name })
    : m.change_document_status_removed({ name, was: from });
}

/** Whether a document change is news the operator must act on (a status without a good verb, or one removed). */
export function documentChangeIsBad(change: DocumentValidationChanged): boolean {
  return documentVerb(change.to) === null;
}

const STOP_WORDS = {
  discharge: m.change_stop_discharge,
  release: m.change_stop_release,
  'empty-return': m.change_stop_empty_return,
} as const;

/**
 * A free-time crossing in words, for the notification and the change list
 * alike (`day` is the last free day as each writes dates): "Detention 40DRY:
 * empty return not reported; if still out, past the last free day (2 Jan), the
 * charge accrues".
 */
export function freeTimeChangeText(change: FreeTimeChanged, day: string): string {
  const charge = codeLabel('freeTimeCharge', change.chargeType) ?? m.change_free_time();
  const name = change.containerSizeType ? `${charge} ${change.containerSizeType}` : charge;
  if (change.unreported) {
    const stop = STOP_WORDS[change.unreported]();
    return change.state === 'past'
      ? m.change_free_time_past_unreported({ name, stop, day })
      : m.change_free_time_soon_unreported({ name, stop, day });
  }
  return change.state === 'past' ? m.change_free_time_past({ name, day }) : m.change_free_time_soon({ name, day });
}

export const shipmentChangeKinds: Readonly<Record<ShipmentChangeKind, ShipmentChangeKindInfo>> = {
  status: {
    label: m.change_kind_status,
    hint: m.change_kind_status_hint,
    notifyByDefault: true,
    // "3 Delivered, 2 In transit": counted by the status they reached, most first.
    counted: (changes) => {
      const byStatus = new Map<string, number>();
      for (const change of changes) {
        const to = statusLabel('to' in change ? change.to : null);
        byStatus.set(to, (byStatus.get(to) ?? 0) + 1);
      }
      return [...byStatus]
        .sort((a, b) => b[1] - a[1])
        .map(([status, count]) => m.change_counted_status({ count, status }));
    },
  },
  'delivery-date': {
    label: m.change_kind_delivery_date,
    hint: m.change_kind_delivery_date_hint,
    notifyByDefault: true,
    counted: countedAs(m.change_counted_delivery_date),
  },
  'pickup-date': {
    label: m.change_kind_pickup_date,
    hint: m.change_kind_pickup_date_hint,
    notifyByDefault: true,
    counted: countedAs(m.change_counted_pickup_date),
  },
  'customs-status': {
    label: m.change_kind_customs,
    hint: m.change_kind_customs_hint,
    notifyByDefault: true,
    counted: countedAs(m.change_counted_customs),
  },
  added: {
    label: m.change_kind_added,
    hint: m.change_kind_added_hint,
    notifyByDefault: true,
    counted: countedAs(m.change_counted_added),
  },
  unlisted: {
    label: m.change_kind_unlisted,
    hint: m.change_kind_unlisted_hint,
    notifyByDefault: true,
    counted: countedAs(m.change_counted_unlisted),
  },
  messages: {
    label: m.change_kind_messages,
    hint: m.change_kind_messages_hint,
    notifyByDefault: true,
    counted: (changes) => {
      const count = changes.reduce((sum, change) => sum + ('newCount' in change ? change.newCount : 0), 0);
      return [m.change_counted_messages({ count })];
    },
  },
  'document-validation': {
    label: m.change_kind_documents,
    hint: m.change_kind_documents_hint,
    notifyByDefault: true,
    // "2 documents uploaded, 1 document validated": counted by what happened to them.
    counted: (changes) => {
      const byVerb = new Map<DocumentVerb | 'changed', number>();
      for (const change of changes) {
        const verb = change.kind === 'document-validation' ? (documentVerb(change.to) ?? 'changed') : 'changed';
        byVerb.set(verb, (byVerb.get(verb) ?? 0) + 1);
      }
      return [...byVerb].map(([verb, count]) =>
        verb === 'uploaded'
          ? m.change_counted_documents_uploaded({ count })
          : verb === 'validated'
            ? m.change_counted_documents_validated({ count })
            : m.change_counted_documents_changed({ count }),
      );
    },
  },
  'free-time': {
    label: m.change_kind_free_time,
    hint: m.change_kind_free_time_hint,
    notifyByDefault: true,
    // "1 free time ending, 2 past free time": what the operator must act on first.
    counted: (changes) => {
      const past = changes.filter((change) => 'state' in change && change.state === 'past').length;
      const soon = changes.length - past;
      return [
        ...(soon > 0 ? [m.change_counted_free_time_soon({ count: soon })] : []),
        ...(past > 0 ? [m.change_counted_free_time_past({ count: past })] : []),
      ];
    },
  },
};

/** Every kind, in the table's order: the Settings switches and a notification's phrases follow it. */
// The cast: Object.keys of a Record over ShipmentChangeKind holds exactly those keys.
export const shipmentChangeKindOrder = Object.keys(shipmentChangeKinds) as ShipmentChangeKind[];
