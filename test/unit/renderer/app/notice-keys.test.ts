import { describe, expect, it } from 'vitest';
import { escapeDismissesNotices } from '@renderer/app/notice-keys';

const page = (openDialog: boolean) => ({ querySelector: () => (openDialog ? ({} as Element) : null) });

describe('Esc and the notices', () => {
  it('dismisses them only when nothing else took the key', () => {
    expect(escapeDismissesNotices({ key: 'Escape', defaultPrevented: false }, page(false))).toBe(true);
    // An open suggestion list closed with it.
    expect(escapeDismissesNotices({ key: 'Escape', defaultPrevented: true }, page(false))).toBe(false);
    // A modal dialog (the palette, a confirmation) closes first.
    expect(escapeDismissesNotices({ key: 'Escape', defaultPrevented: false }, page(true))).toBe(false);
    expect(escapeDismissesNotices({ key: 'Enter', defaultPrevented: false }, page(false))).toBe(false);
  });
});
