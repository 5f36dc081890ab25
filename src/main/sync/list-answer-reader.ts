/*
 * The shipment list answer, read from the file main saved it to, in batches
 * of checked items: a large account's answer is larger than one string can
 * hold, so it is never decoded whole. It says what readAnswerText says of
 * the same answer read whole: the same refusals, the same problems at the
 * same JSON paths, the same items.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { z } from 'zod';
import { operations } from '@shared/api/operations';
import { schemaWords } from '@shared/api/schema-words';
import { shipmentListItem, type ShipmentList, type ShipmentListItem } from '@shared/api/tracking';
import { m } from '@shared/i18n/messages';
import { badResponse, type FailureContext } from '@main/api/failures';
import { readAnswerValue } from '@main/api/read-answer';
import { problemsFromError } from '@main/api/schema-problems';
import { bytesHash } from '@main/store/item-hash';
import { ListAnswerScanner } from './list-answer-index';
import { NotJsonError, type ByteRange, type ListAnswerOutline } from './list-answer-outline';

/** How much of the file one read takes while the outline is found. */
const OUTLINE_READ_BYTES = 4 * 1024 * 1024;

/**
 * An answer that is one value other than a list or an object is read whole
 * up to this size; beyond it, its kind alone is enough to refuse it (no
 * string of that size is a list).
 */
const WHOLE_VALUE_BYTES = 64 * 1024 * 1024;

const items = z.array(shipmentListItem);

/** The list answer, its outline found and its other members checked: the items are read batch by batch. */
export interface ListAnswer {
  /** How many items the list holds. */
  readonly count: number;
  /** The service's own count (totalElements), or the list's when it gave none. */
  readonly totalElements: number;
  /** The bytes of the items from `first`, at most `size` of them: good until the next call. */
  bytesOf(first: number, size: number): AnswerBatch;
  close(): void;
}

/** A batch of the answer's items as bytes: each hashed as it came, parsed and checked only when asked for. */
export interface AnswerBatch {
  readonly count: number;
  /** The hash of item `index`'s bytes (bytesHash), counted from the batch's first item. */
  bytesHash(index: number): number;
  /** Every item of the batch, parsed and checked at once. */
  items(): ShipmentListItem[];
  /** One item, parsed and checked. */
  item(index: number): ShipmentListItem;
}

function outOfBatch(index: number): never {
  throw new RangeError(`no item ${index} in this batch`);
}

/**
 * Opens the saved answer and reads its outline. Returns null when cancelled
 * meanwhile; throws the ApiError readAnswerText would for an answer that is
 * not JSON, a refusal, or members the schema refuses.
 */
export function openListAnswer(
  file: string,
  status: number,
  context: FailureContext,
  isCancelled: () => boolean,
  pieceBytes = OUTLINE_READ_BYTES,
): ListAnswer | null {
  const fd = openSync(file, 'r');
  try {
    const outline = readOutline(fd, status, context, isCancelled, pieceBytes);
    if (outline === null) {
      closeSync(fd);
      return null;
    }
    const head = readRest(fd, outline, status, context);
    return answerOf(fd, outline, head, status, context);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

function notJson(status: number, context: FailureContext): Error {
  return badResponse(context, [{ path: '$', message: m.failure_answer_not_json() }], status);
}

function readOutline(
  fd: number,
  status: number,
  context: FailureContext,
  isCancelled: () => boolean,
  pieceBytes: number,
): ListAnswerOutline | null {
  const scanner = new ListAnswerScanner();
  const piece = Buffer.allocUnsafe(pieceBytes);
  try {
    for (;;) {
      if (isCancelled()) return null;
      const read = readSync(fd, piece, 0, piece.length, null);
      if (read === 0) break;
      scanner.feed(piece.subarray(0, read));
    }
    return scanner.end();
  } catch (error) {
    if (error instanceof NotJsonError) throw notJson(status, context);
    throw error;
  }
}

/** The bytes of the range, read into `into` when it is large enough. */
function readRange(fd: number, range: ByteRange, into?: Buffer): Buffer {
  const length = range.end - range.start;
  const buffer = into && into.length >= length ? into : Buffer.allocUnsafe(length);
  let done = 0;
  while (done < length) {
    const read = readSync(fd, buffer, done, length - done, range.start + done);
    if (read === 0) throw new Error(`the saved list answer ended at byte ${range.start + done}, before ${range.end}`);
    done += read;
  }
  return buffer.subarray(0, length);
}

const decoder = new TextDecoder();

/** A stand-in of the same JSON kind as a value too large to read: the schema refuses it as it would the value. */
function standIn(first: number): unknown {
  if (first === 0x22) return '';
  if (first === 0x74 || first === 0x66) return true;
  if (first === 0x6e) return null;
  return 0;
}

/** The answer without its items, checked; `counted`: the service gave its own count of the list. */
interface AnswerHead {
  readonly list: ShipmentList;
  readonly counted: boolean;
}

function readRest(fd: number, outline: ListAnswerOutline, status: number, context: FailureContext): AnswerHead {
  const op = operations['tracking.shipments'];
  const rest = outline.rest;
  let raw: unknown;
  if (rest !== null) {
    const whole = rest.members[0]?.range;
    if (rest.form === 'other' && whole && whole.end - whole.start > WHOLE_VALUE_BYTES) {
      raw = standIn(readRange(fd, { start: whole.start, end: whole.start + 1 })[0] as number);
    } else {
      const parts = rest.members.map(
        (member) => decoder.decode(readRange(fd, member.range)) + (member.list ? '[]' : ''),
      );
      const text = rest.form === 'object' ? `{${parts.join(',')}}` : rest.form === 'list' ? '[]' : (parts[0] ?? '');
      try {
        raw = JSON.parse(text);
      } catch {
        throw notJson(status, context);
      }
    }
  }
  // The table's schema checks the answer; its list is empty here and checked batch by batch below.
  const list = readAnswerValue(op, raw, status, context) as ShipmentList;
  const said =
    Array.isArray(raw) || typeof raw !== 'object' || raw === null
      ? null
      : (raw as { totalElements?: unknown }).totalElements;
  return { list, counted: said !== undefined && said !== null };
}

function answerOf(
  fd: number,
  outline: ListAnswerOutline,
  head: AnswerHead,
  status: number,
  context: FailureContext,
): ListAnswer {
  const count = outline.count;
  const prefix: PropertyKey[] = outline.form === 'object' ? ['shipments'] : [];
  /** One buffer for every batch's bytes, grown as a batch needs. */
  let scratch = Buffer.allocUnsafe(0);
  let closed = false;
  /** Items parsed from JSON, checked by the list item's schema, a problem named at its place in the whole answer. */
  const check = (raw: unknown, first: number): ShipmentListItem[] => {
    const checked = items.safeParse(raw, { error: schemaWords });
    if (checked.success) return checked.data;
    const placed = checked.error.issues.map((issue) => ({
      ...issue,
      // Every issue of an array of items starts at its item's index (the input is always an array).
      path: [...prefix, (issue.path[0] as number) + first, ...issue.path.slice(1)],
    }));
    throw badResponse(context, problemsFromError(new z.ZodError(placed)), status);
  };
  const parse = (text: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      throw notJson(status, context);
    }
  };
  const bytesOf = (first: number, size: number): AnswerBatch => {
    const last = Math.min(first + size, count) - 1;
    if (last < first) return { count: 0, bytesHash: () => Number.NaN, items: () => [], item: outOfBatch };
    const range = outline.itemsBetween(first, last);
    if (scratch.length < range.end - range.start) scratch = Buffer.allocUnsafe(range.end - range.start);
    const bytes = readRange(fd, range, scratch);
    const within = (index: number) => {
      if (index < 0 || index > last - first) return outOfBatch(index);
      const item = outline.itemsBetween(first + index, first + index);
      return { start: item.start - range.start, end: item.end - range.start };
    };
    return {
      count: last - first + 1,
      bytesHash: (index) => {
        const item = within(index);
        return bytesHash(bytes, item.start, item.end);
      },
      items: () => check(parse(`[${decoder.decode(bytes)}]`), first),
      item: (index) => {
        const item = within(index);
        return check(
          [parse(decoder.decode(bytes.subarray(item.start, item.end)))],
          first + index,
        )[0] as ShipmentListItem;
      },
    };
  };
  return {
    count,
    // Without the service's count, the schema counted the emptied list: the list's own count stands.
    totalElements: head.counted ? head.list.totalElements : count,
    bytesOf,
    close() {
      if (closed) return;
      closed = true;
      closeSync(fd);
    },
  };
}
