import type { DeskRecordsRescue } from '@main/store';

/** What the operator is told of a damaged store file set aside: what, where, what came back and what did not. */
export interface SetAsideStoreFacts {
  readonly file: string;
  readonly setAsidePath: string;
  /** What SQLite found, in its words. */
  readonly reason: string;
  readonly rescue: DeskRecordsRescue;
}

/**
 * The words of a store set aside (SetAsideStore.message), for the screen and
 * the log: what was found, where the damaged file is now, that the service's
 * records come back by themselves, and which of the desk's own records did
 * not (they were only in the file).
 */
export function setAsideStoreMessage({ file, setAsidePath, reason, rescue }: SetAsideStoreFacts): string {
  const sentences = [
    `Freight Desk found its local store ${file} damaged (${reason}).`,
    `The damaged file was set aside unchanged as ${setAsidePath}, and a new store is filled again from the service: the shipment list by the next sync, other records as you open them.`,
  ];
  if (rescue.copied.length > 0)
    sentences.push(`Copied from the damaged file into the new store: ${list(rescue.copied)}.`);
  if (!rescue.readable) {
    sentences.push(
      `Nothing could be read from the damaged file, so what only it held could not be rebuilt: ${list(rescue.lost)}.`,
    );
  } else if (rescue.lost.length > 0) {
    sentences.push(`Could not be rebuilt: ${list(rescue.lost)}.`);
  } else {
    sentences.push('Nothing was lost that the service cannot give back.');
  }
  return sentences.join(' ');
}

function list(items: readonly string[]): string {
  return items.join('; ');
}
