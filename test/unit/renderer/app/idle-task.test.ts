import { describe, expect, it } from 'vitest';
import { IdleTask } from '@renderer/app/idle-task';
import { ManualIdle } from './manual-idle';

describe('work left for the next idle moment', () => {
  it('runs once when the page is next idle, however many times it was asked for before', async () => {
    const idle = new ManualIdle();
    let runs = 0;
    const task = new IdleTask(() => runs++, idle);
    task.schedule();
    task.schedule();
    task.schedule();
    expect(runs).toBe(0);
    expect(idle.pending).toBe(1);
    await idle.idleOnce();
    expect(runs).toBe(1);
    // Asked for again after it ran: it runs again at the next idle moment.
    task.schedule();
    await idle.idleOnce();
    expect(runs).toBe(2);
  });

  it('stopped, runs no more, and gives back the idle moment it waited for', async () => {
    const idle = new ManualIdle();
    let runs = 0;
    const task = new IdleTask(() => runs++, idle);
    task.schedule();
    task.stop();
    expect(idle.pending).toBe(0);
    task.schedule();
    await idle.idleOnce();
    expect(runs).toBe(0);
  });
});
