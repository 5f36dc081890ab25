import type { TrackingMessage } from '@shared/api/tracking';
import { NO_STATUS, statusLabel } from '@shared/domain/code-labels';
import { m } from '@shared/i18n/messages';
import { parseAppDateTime } from '../../lib/format';

/*
 * Tracking messages as a timeline, NEWEST FIRST (what an operator checks
 * first is where the shipment is now). Messages the service groups (the same
 * non-null groupIndex: one leg of a sea or air route) become one entry with
 * its lines, placed where its newest message falls; the others stand alone.
 */

export interface TimelineLine {
  readonly key: string;
  readonly message: string;
  /** ISO date-time as sent, or null. */
  readonly date: string | null;
  /** "Valencia, Spain" from the message's city, country and address; null when it says nothing. */
  readonly place: string | null;
  readonly status: string | null;
  /** One of the newest messages a change announced as new (Today's line, a notice): marked. */
  readonly fresh: boolean;
}

export interface TimelineEntry {
  readonly key: string;
  /** The service's group, or null for a message on its own. */
  readonly groupIndex: number | null;
  /** The newest date of the entry's lines. */
  readonly date: string | null;
  /** Newest first. */
  readonly lines: TimelineLine[];
}

export function placeOf(
  message: Pick<TrackingMessage, 'address' | 'city' | 'countryName' | 'countryCode'>,
): string | null {
  const parts = [message.address, message.city, message.countryName ?? message.countryCode]
    .map((p) => p?.trim())
    .filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(', ') : null;
}

const timeOf = (date: string | null): number | null => (date ? (parseAppDateTime(date)?.getTime() ?? null) : null);

/**
 * Dated messages newest first; undated ones keep the service's order after
 * them (the service itself lists newest first).
 */
function newestFirst(messages: readonly TrackingMessage[]): TrackingMessage[] {
  return messages
    .map((message, position) => ({ message, position, time: timeOf(message.updatedDate) }))
    .sort((a, b) => {
      if (a.time !== null && b.time !== null && a.time !== b.time) return b.time - a.time;
      if (a.time === null && b.time !== null) return 1;
      if (a.time !== null && b.time === null) return -1;
      return a.position - b.position;
    })
    .map((m) => m.message);
}

/** The timeline of the messages; the `fresh` newest are marked as new. */
export function timelineOf(messages: readonly TrackingMessage[], fresh = 0): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  const groups = new Map<number, TimelineEntry>();
  newestFirst(messages).forEach((msg, i) => {
    const line: TimelineLine = {
      key: `m${i}`,
      message: msg.message?.trim() || m.tracking_messages_no_text(),
      date: msg.updatedDate,
      place: placeOf(msg),
      status: msg.status?.trim() && msg.status.trim() !== NO_STATUS ? statusLabel(msg.status) : null,
      fresh: i < fresh,
    };
    if (msg.groupIndex === null) {
      entries.push({ key: `m${i}`, groupIndex: null, date: msg.updatedDate, lines: [line] });
      return;
    }
    const group = groups.get(msg.groupIndex);
    if (group) group.lines.push(line);
    else {
      const entry: TimelineEntry = {
        key: `g${msg.groupIndex}`,
        groupIndex: msg.groupIndex,
        date: msg.updatedDate,
        lines: [line],
      };
      groups.set(msg.groupIndex, entry);
      entries.push(entry);
    }
  });
  return entries;
}
