import { describe, expect, it } from 'vitest';
import { PathFields } from '@renderer/lib/path-fields';

/** A stand-in control at a place on the page: only focus() and compareDocumentPosition() are used. */
function control(name: string, place: number, focused: string[]): HTMLElement {
  const self = {
    place,
    focus: () => focused.push(name),
    // 4 (following): the other control comes later on the page; 2 (preceding): earlier.
    compareDocumentPosition: (other: { place: number }) => (other.place > place ? 4 : 2),
  };
  return self as unknown as HTMLElement; // a stand-in element: only the two methods above are used
}

function fields(messages: Record<string, string>) {
  const state = { messages };
  const form = new PathFields(
    () => state.messages,
    (path) => {
      const { [path]: _gone, ...rest } = state.messages;
      state.messages = rest;
    },
  );
  return { form, state };
}

describe('PathFields', () => {
  it('gives a field the message its state keeps under its path, and clears it there', () => {
    const { form, state } = fields({ 'origin.city': 'Origin city is required', 'boxes[0].weight': 'Not a number' });
    expect(form.errors['origin.city']).toBe('Origin city is required');
    form.clearError('origin.city');
    expect(state.messages).toEqual({ 'boxes[0].weight': 'Not a number' });
    expect(form.errors['origin.city']).toBeUndefined();
  });

  it('puts the cursor on the first field on the page that has a message, whatever order they registered in', () => {
    const focused: string[] = [];
    const { form, state } = fields({ goodsValue: 'Not an amount', 'boxes[0].weight': 'Not a number' });
    form.focusable('goodsValue')(control('goods value', 30, focused));
    form.focusable('boxes[0].weight')(control('weight', 20, focused));
    form.focusable('origin.city')(control('city', 10, focused));
    expect(form.focusFirstError()).toBe(true);
    expect(focused).toEqual(['weight']);

    state.messages = { 'origin.city': 'Required', goodsValue: 'Not an amount' };
    form.focusFirstError();
    expect(focused).toEqual(['weight', 'city']);
  });

  it('says so when no field on screen has a message (a message for the whole form only)', () => {
    const focused: string[] = [];
    const { form } = fields({ boxes: 'Add at least one box' });
    form.focusable('boxes[0].weight')(control('weight', 1, focused));
    expect(form.focusFirstError()).toBe(false);
    expect(focused).toEqual([]);
  });

  it('forgets a removed line’s control, and a line moved up answers to its new path', () => {
    const focused: string[] = [];
    const { form, state } = fields({});
    const first = form.focusable('boxes[0].weight')(control('first', 1, focused));
    const second = form.focusable('boxes[1].weight')(control('second', 2, focused));
    // The first line is removed: the second takes its path before the first's control goes.
    second?.();
    const moved = form.focusable('boxes[0].weight')(control('second, moved up', 2, focused));
    first?.();
    state.messages = { 'boxes[0].weight': 'Not a number' };
    expect(form.focusFirstError()).toBe(true);
    expect(focused).toEqual(['second, moved up']);
    moved?.();
    expect(form.focusFirstError()).toBe(false);
  });
});
