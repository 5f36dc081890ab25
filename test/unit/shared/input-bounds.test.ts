import { describe, expect, it } from 'vitest';
import { inputProblem, MAX_INPUT_DEPTH, MAX_INPUT_TEXT, MAX_INPUT_VALUES } from '@shared/ipc/input-bounds';
import { textProblem } from '@shared/domain/well-formed-text';

const nested = (depth: number, bottom: unknown = 'x'): unknown => {
  let value = bottom;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

describe('the bounds of an IPC input', () => {
  it('take a form as it is: nested objects, lists, bytes, dates, numbers, text in any script', () => {
    const booking = {
      mode: 'sea-fcl',
      request: {
        origin: { contactPerson: 'Łukasz Żółć', address: 'Carrer Gran 1\n08001 Barcelona', coords: null },
        containers: [{ cargos: [{ hsCode: '8471', weight: 12.5, dangerous: false, notes: ['tab\there', '😀 emoji'] }] }],
      },
      file: new Uint8Array(1024),
      at: new Date(0),
    };
    expect(inputProblem(booking)).toBeNull();
    expect(inputProblem(undefined)).toBeNull();
    expect(inputProblem(nested(MAX_INPUT_DEPTH))).toBeNull();
  });

  it('refuse a value nested deeper than any form, at any depth, without running out of stack', () => {
    expect(inputProblem({ value: nested(MAX_INPUT_DEPTH) })).toMatchObject({ path: ['value', ...Array(31).fill(0)] });
    const problem = inputProblem({ draft: nested(1_000_000) });
    expect(problem?.message).toBe(`nested more than ${MAX_INPUT_DEPTH} levels deep, which no form is`);
    expect(problem?.path[0]).toBe('draft');
    let object: unknown = {};
    for (let i = 0; i < 1_000_000; i++) object = { a: object };
    expect(inputProblem(object)?.message).toMatch(/nested more than/);
  });

  it('refuse more values than any form has, counting before walking them', () => {
    expect(inputProblem({ rows: new Array(MAX_INPUT_VALUES).fill(0) })).toMatchObject({ path: ['rows'] });
    const sparse: unknown[] = [];
    sparse.length = 4_294_967_295;
    expect(inputProblem({ rows: sparse })?.message).toBe(
      `more than ${MAX_INPUT_VALUES} values in one input, which no form has`,
    );
  });

  it('refuse more text than the largest file a channel takes, keys counted too', () => {
    const half = 'x'.repeat(Math.ceil(MAX_INPUT_TEXT / 2) + 1);
    expect(inputProblem({ a: half, b: half })).toMatchObject({ path: ['b'] });
    expect(inputProblem({ [half]: half })).not.toBeNull();
  });

  it('refuse a NUL or a lone surrogate in any text, a key included, naming where', () => {
    expect(inputProblem({ search: 'BCN\u0000' })).toEqual({ path: ['search'], message: textProblem('\u0000') });
    expect(inputProblem({ request: { boxes: [{}, { ref: 'a\uD800b' }] } })).toMatchObject({
      path: ['request', 'boxes', 1, 'ref'],
      message: expect.stringMatching(/surrogate/),
    });
    expect(inputProblem({ notes: { 'a\uDC00': 1 } })).toMatchObject({ path: ['notes'], message: /field name/ });
    // A pair is a character: well formed.
    expect(inputProblem({ note: '\uD83D\uDE00' })).toBeNull();
  });

  it('refuse the keys that reach a prototype, where they are', () => {
    expect(inputProblem(JSON.parse('{"settings": {"__proto__": {"polluted": true}}}'))).toEqual({
      path: ['settings', '__proto__'],
      message: 'a field named "__proto__" is not accepted',
    });
    expect(inputProblem({ constructor: { prototype: {} } })?.path).toEqual(['constructor']);
  });
});
