/*
 * Where the service's shipment list waits for the sync's thread: a file of
 * its own in the data folder's `incoming` folder, made for one sync and
 * deleted after it. Saved there, a large account's list never sits in
 * main's memory, and the thread reads it in pieces.
 */
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { m } from '@shared/i18n/messages';
import { AnswerNotSavedError } from '@main/api/transport';
import { UserFacingError } from '@main/errors';
import { checkProfileId, storeFault } from '@main/store';

const INCOMING_FOLDER = 'incoming';

/** The folder the list answers are saved in. */
export function incomingFolder(dataDir: string): string {
  return join(dataDir, INCOMING_FOLDER);
}

/**
 * A new file for one sync's answer. Answers left by a sync that never ended
 * (the app was killed) are deleted first: only one sync runs at a time, and
 * a thread still reading a cancelled one's keeps it open until it is done.
 */
export async function newListAnswerFile(dataDir: string, profileId: string): Promise<string> {
  const folder = incomingFolder(dataDir);
  const file = join(folder, `shipments-${checkProfileId(profileId)}-${randomUUID()}.json`);
  let left: string[];
  try {
    await fs.mkdir(folder, { recursive: true });
    left = await fs.readdir(folder);
  } catch (error) {
    throw notSaved(error, file);
  }
  // One a thread still reads (Windows refuses to delete it then) goes at a later sync.
  for (const name of left) await fs.rm(join(folder, name), { force: true }).catch(() => undefined);
  return file;
}

/** Deletes one sync's answer; a file that cannot be deleted now is deleted before the next sync. */
export async function deleteListAnswerFile(file: string): Promise<void> {
  await fs.rm(file, { force: true }).catch(() => undefined);
}

/**
 * The error of a list the disk refused to take, in words the operator can act
 * on: a full disk or a read-only folder named as the store's are, anything
 * else with the disk's own words; any other error as it is.
 */
export function listAnswerFailure(error: unknown, file: string): unknown {
  if (!(error instanceof AnswerNotSavedError)) return error;
  return notSaved(error.cause, file);
}

function notSaved(cause: unknown, file: string): Error {
  return (
    storeFault(cause, file) ??
    new UserFacingError(
      'sync-failed',
      m.main_sync_not_saved({ file, why: cause instanceof Error ? cause.message : String(cause) }),
    )
  );
}
