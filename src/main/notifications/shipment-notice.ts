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
import { parseAppDateTime } from '@shared/domain/datetime';
import { dateTimeFormat } from '@shared/domain/intl-formats';
import { m } from '@shared/i18n/messages';

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
  /** The locale the desk writes dates in (main's desk language). */
  locale: string,
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
      title: m.notice_shipment({ code: only.code ?? only.id ?? '' }),
      body: told.map((change) => changeText(change, locale)).join('\n'),
      open: openShipment(only, told),
    };
  }
  const phrases = shipmentChangeKindOrder.flatMap((kind) => {
    const ofKind = told.filter((change) => change.kind === kind);
    return ofKind.length === 0 ? [] : shipmentChangeKinds[kind].counted(ofKind);
  });
  return {
    id,
    title: m.notice_shipments_changed({ count: shipments.size }),
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

/** The service's date, its day only, as the desk writes it ("25 nov 2026"); the text as sent when it is no date. */
function dayOf(value: string | null, locale: string): string {
  if (!value) return m.notice_none();
  const day = parseAppDateTime(value.slice(0, 10));
  return day ? dateTimeFormat(locale, { dateStyle: 'medium' }).format(day) : value;
}

/** One change of one shipment in words: "Status: In transit → Delivered". */
function changeText(change: ShipmentChange, locale: string): string {
  switch (change.kind) {
    case 'status':
      return m.notice_status({ from: statusLabel(change.from), to: statusLabel(change.to) });
    case 'customs-status':
      return m.notice_customs({
        from: codeLabel('customsStatus', change.from) ?? m.notice_none(),
        to: codeLabel('customsStatus', change.to) ?? m.notice_none(),
      });
    case 'delivery-date':
      return m.notice_eta_moved({ from: dayOf(change.from, locale), to: dayOf(change.to, locale) });
    case 'pickup-date':
      return m.notice_pickup_moved({ from: dayOf(change.from, locale), to: dayOf(change.to, locale) });
    case 'added':
      return m.notice_added();
    case 'unlisted':
      return m.notice_unlisted();
    case 'messages': {
      const latest = change.latest?.trim();
      return latest
        ? m.notice_messages_latest({ count: change.newCount, latest })
        : m.notice_messages({ count: change.newCount });
    }
    case 'document-validation':
      return documentChangeWords(change);
    case 'free-time':
      return freeTimeChangeText(change, dayOf(change.lastFreeDay, locale));
  }
}
