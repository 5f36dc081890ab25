import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeskNotice } from '@shared/ipc/channels/app';
import { DeskNotices, NOTICE_SHOWN_MS } from '@renderer/lib/desk-notices.svelte';
import { TEST_NOW } from '../../../helpers/test-clock';

const notice = (id: string): DeskNotice => ({
  id,
  title: `Shipment ${id}`,
  body: 'Status: Departed → Discharged',
  open: { screen: 'tracking', params: { shipment: id } },
});
const titles = (notices: DeskNotices) => notices.list.map((n) => n.title);

describe('the notices the page shows', () => {
  beforeEach(() => vi.useFakeTimers({ now: TEST_NOW }));
  afterEach(() => vi.useRealTimers());

  it('shows the two newest, newest first: a third pushes the oldest out', () => {
    const notices = new DeskNotices();
    notices.add(notice('A'));
    notices.add(notice('B'));
    notices.add(notice('C'));
    expect(titles(notices)).toEqual(['Shipment C', 'Shipment B']);
  });

  it('lets each leave by itself once shown for its time, as an OS notification does', () => {
    const notices = new DeskNotices();
    notices.add(notice('A'));
    vi.advanceTimersByTime(NOTICE_SHOWN_MS / 2);
    notices.add(notice('B'));
    vi.advanceTimersByTime(NOTICE_SHOWN_MS / 2);
    expect(titles(notices)).toEqual(['Shipment B']);
    vi.advanceTimersByTime(NOTICE_SHOWN_MS / 2);
    expect(titles(notices)).toEqual([]);
  });

  it('keeps them while the operator is on them, then gives each its full time again', () => {
    const notices = new DeskNotices();
    notices.add(notice('A'));
    notices.hold(true);
    vi.advanceTimersByTime(NOTICE_SHOWN_MS * 3);
    notices.add(notice('B'));
    vi.advanceTimersByTime(NOTICE_SHOWN_MS * 3);
    expect(titles(notices)).toEqual(['Shipment B', 'Shipment A']);
    notices.hold(false);
    vi.advanceTimersByTime(NOTICE_SHOWN_MS - 1);
    expect(titles(notices)).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(titles(notices)).toEqual([]);
  });

  it('a dismissed or pushed-out notice leaves no timer behind to remove a newer one of the same id', () => {
    const notices = new DeskNotices();
    notices.add(notice('A'));
    notices.dismiss('A');
    vi.advanceTimersByTime(NOTICE_SHOWN_MS - 10);
    notices.add(notice('A'));
    vi.advanceTimersByTime(20);
    expect(titles(notices)).toEqual(['Shipment A']);
  });

  it('all go at once when dismissed together (Esc), and their timers with them', () => {
    const notices = new DeskNotices();
    notices.add(notice('A'));
    notices.add(notice('B'));
    notices.dismissAll();
    expect(titles(notices)).toEqual([]);
    notices.add(notice('A'));
    vi.advanceTimersByTime(NOTICE_SHOWN_MS - 1);
    expect(titles(notices)).toEqual(['Shipment A']);
  });
});
