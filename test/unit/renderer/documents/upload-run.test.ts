import { describe, expect, it } from 'vitest';
import { AppError } from '@renderer/lib/api';
import { checkedEntry, type FileEntry, type FilePhase } from '@renderer/lib/files';
import { UploadQueue, type UploadJob, type UploadSteps } from '@renderer/screens/documents/upload-run';

type Target = string;

function job(name: string, size = 10, target = 'Label'): UploadJob<Target> {
  const file = Object.assign(new Blob([new Uint8Array(size)]), { name });
  return { file, entry: checkedEntry({ name, size }), target };
}

/** A send that waits until the test lets it finish, so overlap can be observed. */
function controlledSteps(answer: (job: UploadJob<Target>) => { success: boolean; message: string | null } | Error) {
  let active = 0;
  let maxActive = 0;
  const sent: string[] = [];
  const waiting: Array<() => void> = [];
  const steps: UploadSteps<Target> = {
    read: async (file, onProgress) => {
      onProgress(file.size / 2, file.size);
      onProgress(file.size, file.size);
      return new Uint8Array([0, 0, 0]);
    },
    send: async (j) => {
      active += 1;
      maxActive = Math.max(maxActive, active);
      sent.push(j.entry.fileName);
      await new Promise<void>((resolve) => waiting.push(resolve));
      active -= 1;
      const result = answer(j);
      if (result instanceof Error) throw result;
      return result;
    },
  };
  const releaseAll = async () => {
    // Let each sent file finish, and the queue start the next ones, until nothing is waiting.
    for (let round = 0; round < 50; round++) {
      await new Promise((r) => setTimeout(r, 0));
      const batch = waiting.splice(0);
      if (batch.length === 0 && round > 2) break;
      batch.forEach((release) => release());
    }
  };
  return { steps, sent, releaseAll, maxActive: () => maxActive };
}

describe('UploadQueue', () => {
  it('sends at most two files at a time, and every file in the end', async () => {
    const control = controlledSteps(() => ({ success: true, message: 'uploaded' }));
    let idle = 0;
    const queue = new UploadQueue<Target>(control.steps, () => (idle += 1));
    const jobs = ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf', 'e.pdf'].map((n) => job(n));
    queue.add(jobs);
    expect(queue.busy).toBe(true);
    await control.releaseAll();
    await queue.whenIdle();
    expect(control.maxActive()).toBe(2);
    expect(control.sent).toEqual(['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf', 'e.pdf']);
    expect(jobs.map((j) => j.entry.phase)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(idle).toBe(1);
  });

  it('never reads or sends a refused file', async () => {
    const control = controlledSteps(() => ({ success: true, message: null }));
    const queue = new UploadQueue<Target>(control.steps);
    const refused = job('setup.exe');
    queue.add([refused, job('ok.pdf')]);
    await control.releaseAll();
    await queue.whenIdle();
    expect(control.sent).toEqual(['ok.pdf']);
    expect(refused.entry.phase).toBe('refused');
    expect(refused.entry.message).toContain('cannot be uploaded');
  });

  it('shows each file’s own result: the service’s refusal, a failed call, a success', async () => {
    const control = controlledSteps((j) =>
      j.entry.fileName === 'refused.pdf'
        ? { success: false, message: 'documentTemplateId is required' }
        : j.entry.fileName === 'broken.pdf'
          ? new Error('No connection to the freight service')
          : { success: true, message: 'Label uploaded' },
    );
    const queue = new UploadQueue<Target>(control.steps);
    const jobs = [job('refused.pdf'), job('broken.pdf'), job('fine.pdf')];
    queue.add(jobs);
    await control.releaseAll();
    await queue.whenIdle();
    expect(jobs.map((j) => [j.entry.phase, j.entry.message])).toEqual([
      ['failed', 'documentTemplateId is required'],
      ['failed', 'No connection to the freight service'],
      ['done', 'Label uploaded'],
    ]);
  });

  it('marks a file sent without a readable answer "outcome unknown", never "failed"', async () => {
    const unreadable = new AppError({
      code: 'bad-response',
      message: 'The freight service accepted "Upload a shipment document" but sent an answer Freight Desk cannot read.',
      details: { outcomeUnknown: true, problems: [] },
    });
    const control = controlledSteps(() => unreadable);
    let idle = 0;
    const queue = new UploadQueue<Target>(control.steps, () => (idle += 1));
    const sent = job('invoice.pdf');
    queue.add([sent]);
    await control.releaseAll();
    await queue.whenIdle();
    expect(control.sent).toEqual(['invoice.pdf']);
    expect(sent.entry.phase).toBe('unknown');
    expect(sent.entry.message).toBe(unreadable.message);
    // The screen reads the checklist again when the line is idle: that is where the operator checks.
    expect(idle).toBe(1);
  });

  it('moves a file through reading and sending, with its reading progress', async () => {
    const phases: Array<[FilePhase, number]> = [];
    const entry: FileEntry = checkedEntry({ name: 'a.pdf', size: 8 });
    const watched = new Proxy(entry, {
      set(target, key, value) {
        Reflect.set(target, key, value);
        if (key === 'phase' || key === 'progress') phases.push([target.phase, target.progress]);
        return true;
      },
    });
    const steps: UploadSteps<Target> = {
      read: async (_file, onProgress) => {
        onProgress(4, 8);
        onProgress(8, 8);
        return new Uint8Array([0, 0, 0]);
      },
      send: async () => ({ success: true, message: null }),
    };
    const queue = new UploadQueue<Target>(steps);
    queue.add([
      { file: Object.assign(new Blob([new Uint8Array(8)]), { name: 'a.pdf' }), entry: watched, target: 'Label' },
    ]);
    await queue.whenIdle();
    expect(phases).toEqual([
      ['reading', 0],
      ['reading', 0],
      ['reading', 0.5],
      ['reading', 1],
      ['sending', 1],
      ['done', 1],
    ]);
  });

  it('takes files added while others are on their way into the same line of two', async () => {
    const control = controlledSteps(() => ({ success: true, message: null }));
    let idle = 0;
    const queue = new UploadQueue<Target>(control.steps, () => (idle += 1));
    queue.add([job('a.pdf'), job('b.pdf')]);
    queue.add([job('c.pdf')]);
    await control.releaseAll();
    await queue.whenIdle();
    expect(control.maxActive()).toBe(2);
    expect(control.sent).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(idle).toBe(1);
  });
});
