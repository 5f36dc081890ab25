import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalStore } from '@main/store';
import { seededRandom } from '../../helpers/synthetic-shipments';
import { roundList, WRITER_BATCH } from '../../helpers/store-sync-writer';
import { tempDataDir } from './store-helpers';

const WRITER = join(__dirname, '../../helpers/store-sync-writer.ts');
const KILLS = 5;

interface Committed {
  readonly round: number;
  readonly batch: number;
}

/**
 * Runs the writer until it has reported `commits` batches, then kills it with
 * SIGKILL at once, while it writes the next one. Returns what it reported.
 */
function runAndKill(dataDir: string, firstRound: number, commits: number): Promise<Committed[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WRITER, dataDir, 'profile-a', String(firstRound)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const reported: Committed[] = [];
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /^committed (\d+) (\d+)$/.exec(line);
      if (!match) return;
      reported.push({ round: Number(match[1]), batch: Number(match[2]) });
      if (reported.length === commits) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(reported);
      else reject(new Error(`the writer stopped by itself (code ${code}): ${stderr}`));
    });
  });
}

describe('the store under kill -9', () => {
  it(`loses no committed batch and stays sound, killed ${KILLS} times at random moments of a sync`, async () => {
    const dataDir = tempDataDir();
    const random = seededRandom(20260301);
    let nextRound = 0;
    for (let kill = 0; kill < KILLS; kill++) {
      const reported = await runAndKill(dataDir, nextRound, 3 + Math.floor(random() * 25));
      expect(reported.length).toBeGreaterThan(0);

      const store = LocalStore.open(dataDir, 'profile-a');
      try {
        expect(store.integrityCheck()).toEqual(['ok']);
        // Each shipment holds the round that last wrote it: at least the round of every batch reported for it.
        const rounds = new Map<string, number>();
        for (const row of store.shipments.pages
          .page({ offset: 0, limit: 1000 })
          .rows.concat(store.shipments.pages.page({ offset: 1000, limit: 1000 }).rows)) {
          rounds.set(row.shipmentId, Number(row.agency?.replace('round ', '')));
        }
        for (const { round, batch } of reported) {
          for (const item of roundList(round).slice(batch * WRITER_BATCH, (batch + 1) * WRITER_BATCH)) {
            expect(
              rounds.get(item.shipmentId),
              `${item.shipmentId} of round ${round}, batch ${batch}`,
            ).toBeGreaterThanOrEqual(round);
          }
        }
      } finally {
        store.close();
      }
      nextRound = (reported.at(-1)?.round ?? nextRound) + 1;
    }
  }, 180_000);
});
