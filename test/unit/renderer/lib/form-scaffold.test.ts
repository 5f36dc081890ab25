import { describe, expect, it } from 'vitest';
import { AppError } from '@renderer/lib/api';
import { FormScaffold } from '@renderer/lib/form.svelte';

type Values = { name: string; url: string; notes: string };
const fields = ['name', 'url', 'notes', 'files'] as const;

function scaffold() {
  const form = new FormScaffold<Values, (typeof fields)[number]>(fields, { name: '', url: '', notes: '' });
  const focused: string[] = [];
  form.inputs.name = { focus: () => focused.push('name') } as unknown as HTMLInputElement; // a stand-in input: only focus() is used
  form.inputs.url = { focus: () => focused.push('url') } as unknown as HTMLInputElement; // same
  form.boxes.notes = { focus: () => focused.push('notes') };
  return { form, focused };
}

describe('FormScaffold', () => {
  it('shows a check’s messages and puts the cursor on the first field in screen order', () => {
    const { form, focused } = scaffold();
    expect(form.check({ notes: 'Too long', url: 'Not a URL' })).toBe(false);
    expect(form.errors).toEqual({ notes: 'Too long', url: 'Not a URL' });
    expect(focused).toEqual(['url']);
    expect(form.check({})).toBe(true);
    expect(form.errors).toEqual({});
  });

  it('focuses a textarea registered as a box, and nothing for a field without an element', () => {
    const { form, focused } = scaffold();
    form.check({ notes: 'Too long' });
    form.check({ files: 'Add a file' });
    expect(focused).toEqual(['notes']);
  });

  it('clears one field’s message when it is edited, leaving the others', () => {
    const { form } = scaffold();
    form.check({ name: 'Required', url: 'Not a URL' });
    form.clearError('name');
    expect(form.errors).toEqual({ url: 'Not a URL' });
  });

  it('puts a validation refusal under its fields and returns what belongs to none', () => {
    const { form, focused } = scaffold();
    const rest = form.refused(
      new AppError({
        code: 'validation',
        message: 'Invalid',
        details: {
          problems: [
            { path: 'url', message: 'Bad URL' },
            { path: 'other', message: 'Also this' },
          ],
        },
      }),
    );
    expect(form.errors).toEqual({ url: 'Bad URL' });
    expect(focused).toEqual(['url']);
    expect(rest?.message).toBe('Also this');
    expect(
      form.refused(
        new AppError({
          code: 'validation',
          message: 'x',
          details: { problems: [{ path: 'name', message: 'Required' }] },
        }),
      ),
    ).toBeNull();
  });

  it('returns any other error whole, with no field messages', () => {
    const { form } = scaffold();
    form.check({ name: 'Required' });
    const error = new AppError({ code: 'unavailable', message: 'The service is down' });
    expect(form.refused(error)).toBe(error);
    expect(form.errors).toEqual({});
  });

  it('follows a form whose fields come and go, focusing the first with a message as the form is now', () => {
    const lines = ['line[0]'];
    const form = new FormScaffold<{ lines: string[] }, string>(() => ['name', ...lines], { lines: [] });
    const focused: string[] = [];
    const control = (name: string) => ({ focus: () => focused.push(name) }) as unknown as HTMLElement; // only focus() is used
    const detach = {
      name: form.focusable('name')(control('name')),
      first: form.focusable('line[0]')(control('first')),
    };
    form.check({ 'line[1]': 'Required' });
    expect(focused).toEqual([]);
    lines.push('line[1]');
    const second = form.focusable('line[1]')(control('second'));
    form.check({ 'line[1]': 'Required', other: 'Not a field' });
    expect(focused).toEqual(['second']);
    // The first line is removed: the second takes its id, and the removed one leaves nothing behind.
    lines.pop();
    second?.();
    const moved = form.focusable('line[0]')(control('second, moved up'));
    detach.first?.();
    form.check({ 'line[0]': 'Required' });
    expect(focused).toEqual(['second', 'second, moved up']);
    moved?.();
    detach.name?.();
    expect(form.boxes).toEqual({});
  });
});
