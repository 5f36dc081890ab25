import { describe, expect, it } from 'vitest';
import { RowWindows, type RowPage } from '@renderer/lib/shipment-list/row-windows';

/** A list of `total` numbered rows kept "in main", answering when told to. */
function fakeMain(total: number, fetchedAt: string | null = '2026-01-01T00:00:00Z') {
  const calls: Array<{ offset: number; limit: number; answer: () => void; fail: (e: unknown) => void }> = [];
  const load = (offset: number, limit: number) =>
    new Promise<RowPage<number>>((resolve, reject) => {
      const rows = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => offset + i);
      calls.push({
        offset,
        limit,
        answer: () => resolve({ total, totalElements: total, offset, rows, fetchedAt }),
        fail: reject,
      });
    });
  return { calls, load };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('loading a long list in windows', () => {
  it('asks for the first block alone, then the rest of what is on screen', async () => {
    const main = fakeMain(100_000);
    let changes = 0;
    const windows = new RowWindows(main.load, () => changes++, { blockSize: 100, parallel: 2 });
    windows.ensure(0, 350);
    expect(main.calls.map((c) => c.offset)).toEqual([0]);
    main.calls[0]!.answer();
    await settle();
    expect(windows.total).toBe(100_000);
    expect(windows.get(99)).toBe(99);
    expect(windows.get(100)).toBeUndefined();
    // Two at a time after the first.
    expect(main.calls.map((c) => c.offset)).toEqual([0, 100, 200]);
    main.calls[1]!.answer();
    await settle();
    expect(main.calls.map((c) => c.offset)).toEqual([0, 100, 200, 300]);
    expect(changes).toBeGreaterThan(0);
  });

  it('asks a screenful first when told to, then that whole block, and again after a reset', async () => {
    const main = fakeMain(100_000);
    const windows = new RowWindows(main.load, () => {}, { blockSize: 100, parallel: 2, firstRows: 24 });
    windows.ensure(0, 40);
    expect(main.calls.map((c) => [c.offset, c.limit])).toEqual([[0, 24]]);
    main.calls[0]!.answer();
    await settle();
    // The screenful shows; the rest of its block is asked for at once.
    expect(windows.get(23)).toBe(23);
    expect(windows.get(24)).toBeUndefined();
    expect(main.calls.map((c) => [c.offset, c.limit])).toEqual([
      [0, 24],
      [0, 100],
    ]);
    main.calls[1]!.answer();
    await settle();
    expect(windows.get(24)).toBe(24);
    expect(windows.get(99)).toBe(99);
    expect(main.calls).toHaveLength(2);
    // New filters start from the top: a screenful first again. A reload keeps whole blocks.
    windows.reset();
    windows.ensure(0, 40);
    expect(main.calls.slice(2).map((c) => [c.offset, c.limit])).toEqual([[0, 24]]);
    main.calls[2]!.answer();
    await settle();
    main.calls[3]!.answer();
    await settle();
    windows.reload();
    expect(main.calls.slice(4).map((c) => [c.offset, c.limit])).toEqual([[0, 100]]);
  });

  it('asks for the rest of the first block only when told the first rows are painted, whatever scrolls meanwhile', async () => {
    const main = fakeMain(100_000);
    const painted: Array<() => void> = [];
    const windows = new RowWindows(main.load, () => {}, {
      blockSize: 100,
      firstRows: 24,
      afterFirstRows: (next) => painted.push(next),
    });
    windows.ensure(0, 40);
    main.calls[0]!.answer();
    await settle();
    expect(windows.get(23)).toBe(23);
    // The list draws more rows, and scrolls, before the frame is painted: nothing is asked yet.
    windows.ensure(0, 60);
    windows.ensure(150, 190);
    expect(main.calls).toHaveLength(1);
    expect(painted).toHaveLength(1);
    painted[0]!();
    // Then what is on screen by now, first of all.
    expect(main.calls.slice(1).map((c) => [c.offset, c.limit])).toEqual([[100, 100]]);

    // Back at the top: the rest of the first block.
    windows.ensure(0, 40);
    expect(main.calls.slice(2).map((c) => [c.offset, c.limit])).toEqual([[0, 100]]);

    // A reset while waiting: the wait is dropped and the new list asks at once; the old wait's end asks nothing more.
    windows.reset();
    windows.ensure(0, 40);
    main.calls[3]!.answer();
    await settle();
    expect(painted).toHaveLength(2);
    windows.reset();
    windows.ensure(0, 40);
    expect(main.calls.slice(4).map((c) => [c.offset, c.limit])).toEqual([[0, 24]]);
    painted[1]!();
    expect(main.calls).toHaveLength(5);
  });

  it('takes a short first answer as the whole list when the list is that short', async () => {
    const main = fakeMain(10);
    const windows = new RowWindows(main.load, () => {}, { blockSize: 100, firstRows: 24 });
    windows.ensure(0, 40);
    main.calls[0]!.answer();
    await settle();
    expect(windows.total).toBe(10);
    expect(windows.get(9)).toBe(9);
    expect(main.calls).toHaveLength(1);
  });

  it('asks whole blocks when the screen starts past the first one', async () => {
    const main = fakeMain(100_000);
    const windows = new RowWindows(main.load, () => {}, { blockSize: 100, firstRows: 24 });
    windows.ensure(5_000, 5_040);
    expect(main.calls.map((c) => [c.offset, c.limit])).toEqual([[5_000, 100]]);
  });

  it('never asks for blocks the operator scrolled past before their turn', async () => {
    const main = fakeMain(100_000);
    const windows = new RowWindows(main.load, () => {}, { blockSize: 100, parallel: 1 });
    windows.ensure(0, 50);
    main.calls[0]!.answer();
    await settle();
    windows.ensure(50_000, 50_050);
    windows.ensure(90_000, 90_050);
    expect(main.calls.map((c) => c.offset)).toEqual([0, 50_000]);
    main.calls[1]!.answer();
    await settle();
    expect(main.calls.map((c) => c.offset)).toEqual([0, 50_000, 90_000]);
  });

  it('drops answers for filters that were replaced meanwhile', async () => {
    const main = fakeMain(500);
    const windows = new RowWindows(main.load, () => {}, { blockSize: 100 });
    windows.ensure(0, 50);
    windows.reset();
    main.calls[0]!.answer();
    await settle();
    expect(windows.total).toBeNull();
    expect(windows.get(0)).toBeUndefined();
    // The reset asked again for what is on screen.
    expect(main.calls).toHaveLength(2);
  });

  it('knows a list that was never synced (main answers rows of bookings with no sync time)', async () => {
    const main = fakeMain(2, null);
    const windows = new RowWindows(main.load, () => {}, { blockSize: 100 });
    windows.ensure(0, 40);
    main.calls[0]!.answer();
    await settle();
    expect(windows.total).toBe(2);
    expect(windows.fetchedAt).toBeNull();
  });

  it('stops on a failure and goes on after retry', async () => {
    const main = fakeMain(300);
    const windows = new RowWindows(main.load, () => {}, { blockSize: 100 });
    windows.ensure(0, 50);
    main.calls[0]!.fail(new Error('offline'));
    await settle();
    expect(windows.error).toBeInstanceOf(Error);
    windows.ensure(0, 50);
    expect(main.calls).toHaveLength(1);
    windows.retry();
    expect(main.calls).toHaveLength(2);
    main.calls[1]!.answer();
    await settle();
    expect(windows.error).toBeNull();
    expect([...windows.loaded()].slice(0, 2)).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });

  it('reloads a changed list keeping the rows on screen until the new ones arrive', async () => {
    let total = 250;
    const calls: Array<{ offset: number; answer: () => void }> = [];
    const load = (offset: number, limit: number) =>
      new Promise<RowPage<string>>((resolve) => {
        const version = total === 250 ? 'old' : 'new';
        const rows = Array.from(
          { length: Math.max(0, Math.min(limit, total - offset)) },
          (_, i) => `${version}-${offset + i}`,
        );
        calls.push({ offset, answer: () => resolve({ total, totalElements: total, offset, rows, fetchedAt: 'x' }) });
      });
    const windows = new RowWindows(load, () => {}, { blockSize: 100, parallel: 3 });
    windows.ensure(0, 250);
    calls[0]!.answer();
    await settle();
    calls[1]!.answer();
    calls[2]!.answer();
    await settle();
    expect(windows.get(150)).toBe('old-150');

    // A booking added a shipment: the list is read again.
    total = 251;
    windows.reload();
    // Nothing blanks while the new first block is on its way, and it goes alone (main fetches the list once).
    expect(windows.get(0)).toBe('old-0');
    expect(windows.get(150)).toBe('old-150');
    expect(windows.total).toBe(250);
    expect(calls.slice(3).map((c) => c.offset)).toEqual([0]);
    calls[3]!.answer();
    await settle();
    expect(windows.total).toBe(251);
    expect(windows.get(0)).toBe('new-0');
    // The rest of the old rows go with the first new block: they may have moved.
    expect(windows.get(150)).toBeUndefined();
    expect(calls.slice(4).map((c) => c.offset)).toEqual([100, 200]);
    calls[4]!.answer();
    calls[5]!.answer();
    await settle();
    expect(windows.get(250)).toBe('new-250');
  });

  it('loads the blocks the scroll is heading for after those on screen, down and up, within the list', async () => {
    const main = fakeMain(1_000);
    const windows = new RowWindows(main.load, () => {}, { blockSize: 100, parallel: 3, ahead: 2 });
    const asked = () => main.calls.map((c) => c.offset);
    const answerAll = async () => {
      for (const call of main.calls) call.answer();
      await settle();
    };
    windows.ensure(0, 40);
    await answerAll();
    // Not scrolled yet: nothing beyond the screen.
    expect(asked()).toEqual([0]);

    windows.ensure(420, 460);
    // The visible block first, then the two below it.
    expect(asked()).toEqual([0, 400, 500, 600]);
    await answerAll();
    expect([windows.get(430), windows.get(550), windows.get(650)]).toEqual([430, 550, 650]);

    windows.ensure(250, 290);
    // Scrolling up: the block on screen, then the two above it.
    expect(asked().slice(4)).toEqual([200, 100]);
    await answerAll();

    windows.ensure(960, 1_000);
    // Near the end: nothing past the list's last block.
    expect(asked().slice(6)).toEqual([900]);
  });
});
