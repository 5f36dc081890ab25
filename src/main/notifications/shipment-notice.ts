import { changeTarget } from '@shared/domain/change-targets';
import { codeLabel, statusLabel } from '@shared/domain/code-labels';
import {
  documentChangeWords,
  freeTimeChangeText,
  shipmentChangeKindOrder,
  shipmentChangeKinds,
} from '@shared/domain/shipment-change-kinds';
import type { ShipmentChange } from '@shared/domain/shipment-changes';
import type { DeskNotice, OpenTarget } from '@shared/ipc/channels/app';
import type { NotificationSettings } from '@shared/ipc/channels/settings';
import type { ShipmentChangesEvent } from '@shared/ipc/channels/sync';

/**
 * What one 'shipments.changed' event tells the operator, as one notification
 * or none: a sync of many changes is one notice ("7 shipments changed: 3
 * Picked up, 1 ETA moved"), one shipment's changes say what changed for which
 * code. Left out:
 * - what the operator is looking at: changes found by opening a record
 *   (cause 'read': its messages or documents are on screen already);
 * - the operator's own bookings: a shipment new in the list after the sync a
 *   write of theirs started (cause 'change') is the one they just booked, and
 *   the booking screen said so;
 * - the kinds switched off in Settings.
 * The first sync of a store sends no events at all (shipment-changes.ts).
 */
export function shipmentNotice(
  event: Pick<ShipmentChangesEvent, 'cause' | 'changes' | 'at'>,
  switches: NotificationSettings,
): DeskNotice | null {
  if (event.cause === 'read') return null;
  const told = event.changes.filter(
    (change) => switches[change.kind] && !(event.cause === 'change' && change.kind === 'added'),
  );
  if (told.length === 0) return null;
  const shipments = shipmentsOf(told);
  const id = `${event.at}#${told.length}`;
  const [only, ...others] = shipments.values();
  if (only && others.length === 0) {
    return {
      id,
      title: `Shipment ${only.code ?? only.id}`,
      body: told.map(changeText).join('\n'),
      open: openShipment(only, told),
    };
  }
  const phrases = shipmentChangeKindOrder.flatMap((kind) => {
    const ofKind = told.filter((change) => change.kind === kind);
    return ofKind.length === 0 ? [] : shipmentChangeKinds[kind].counted(ofKind);
  });
  return {
    id,
    title: `${shipments.size} shipments changed`,
    body: phrases.join(', '),
    // Many shipments: the list, whose recent changes name each one.
    open: { screen: 'tracking' },
  };
}

interface NoticedShipment {
  /** The shipment's id; null when only its code is known (messages of a code the list did not hold). */
  id: string | null;
  code: string | null;
}

/** The shipments the changes concern, each once: by id, a change known only by code joining the id of that code. */
function shipmentsOf(changes: readonly ShipmentChange[]): Map<string, NoticedShipment> {
  const byKey = new Map<string, NoticedShipment>();
  const idOfCode = new Map<string, string>();
  for (const change of changes) {
    const id = change.shipmentId;
    if (id === null) continue;
    const code = ('shipmentCode' in change ? change.shipmentCode : null) ?? null;
    const known = byKey.get(id);
    byKey.set(id, { id, code: known?.code ?? code });
    if (code) idOfCode.set(code, id);
  }
  for (const change of changes) {
    if (change.kind !== 'messages' || change.shipmentId !== null) continue;
    const id = idOfCode.get(change.shipmentCode);
    if (id === undefined) byKey.set(`code:${change.shipmentCode}`, { id: null, code: change.shipmentCode });
  }
  return byKey;
}

/**
 * What the notice of one shipment opens: what its new messages open (the detail with them in view)
 * when it has some, else what its first change opens (shared/domain/change-targets.ts).
 */
function openShipment(shipment: NoticedShipment, changes: readonly ShipmentChange[]): OpenTarget {
  const messages = changes.find((change) => change.kind === 'messages');
  if (messages?.kind === 'messages') return changeTarget({ ...messages, shipmentId: shipment.id });
  const [first] = changes;
  return first ? changeTarget(first) : { screen: 'tracking' };
}

/** The service's date as sent, its day only ("2026-11-25"): main has no locale to write it in. */
function dayOf(value: string | null): string {
  return value ? value.slice(0, 10) : 'none';
}

/** One change of one shipment in words: "Status: In transit → Delivered". */
function changeText(change: ShipmentChange): string {
  switch (change.kind) {
    case 'status':
      return `Status: ${statusLabel(change.from)} → ${statusLabel(change.to)}`;
    case 'customs-status':
      return `Customs: ${codeLabel('customsStatus', change.from) ?? 'none'} → ${codeLabel('customsStatus', change.to) ?? 'none'}`;
    case 'delivery-date':
      return `ETA moved: ${dayOf(change.from)} → ${dayOf(change.to)}`;
    case 'pickup-date':
      return `Pickup moved: ${dayOf(change.from)} → ${dayOf(change.to)}`;
    case 'added':
      return 'New in the list';
    case 'unlisted':
      return 'No longer listed by the service (kept here)';
    case 'messages': {
      const count = change.newCount === 1 ? '1 new tracking message' : `${change.newCount} new tracking messages`;
      return change.latest?.trim() ? `${count}: “${change.latest.trim()}”` : count;
    }
    case 'document-validation':
      return documentChangeWords(change);
    case 'free-time':
      return freeTimeChangeText(change, dayOf(change.lastFreeDay));
  }
}
