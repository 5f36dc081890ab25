/**
 * Whether an answer is about the record that was asked for. A service can
 * answer with another record (a wrong id in its database, a cache, another
 * account's data) or leave the id out: the screens then say so instead of
 * showing it as the record the operator opened, or showing nothing at all.
 */
export type RecordMatch = 'same' | 'unnamed' | 'other';

/** Ids are GUIDs or codes: the same in any letter case and without surrounding spaces. */
function normalised(id: string): string {
  return id.trim().toLowerCase();
}

export function matchRecord(asked: string, answered: string | null | undefined): RecordMatch {
  if (answered === null || answered === undefined || answered.trim() === '') return 'unnamed';
  return normalised(answered) === normalised(asked) ? 'same' : 'other';
}

export interface SplitByRecord<T> {
  /** The items about the asked record, or naming none (they came in its answer). */
  readonly mine: T[];
  /** The items that name another record. */
  readonly others: T[];
  /** The other records named, each once, as sent. */
  readonly otherIds: string[];
}

/** The items of a list answer (a shipment's documents or messages) split by the record each names. */
export function splitByRecord<T>(
  items: readonly T[],
  asked: string,
  idOf: (item: T) => string | null | undefined,
): SplitByRecord<T> {
  const mine: T[] = [];
  const others: T[] = [];
  const otherIds = new Map<string, string>();
  for (const item of items) {
    const id = idOf(item);
    if (matchRecord(asked, id) === 'other') {
      others.push(item);
      // 'other' means the id is a non-empty text; the first spelling sent is kept.
      const sent = (id as string).trim();
      if (!otherIds.has(normalised(sent))) otherIds.set(normalised(sent), sent);
    } else mine.push(item);
  }
  return { mine, others, otherIds: [...otherIds.values()] };
}
