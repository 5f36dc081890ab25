import { describe, expect, it } from 'vitest';
import { decodeWire, encodeWire, encodeWireFrame } from '@harness/wire-codec';

/** The bytes after a frame's JSON, joined as the browser's Blob sends them. */
function frameBytes(parts: readonly Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.byteLength;
  }
  return joined;
}

describe('harness wire codec', () => {
  it('writes a value without bytes or dates as plain JSON, and reads it back', () => {
    const answer = { ok: true, value: { rates: [{ id: 'r1', price: 12.5, legs: [] }], note: null } };
    const text = encodeWire(answer);
    expect(text).toBe(JSON.stringify(answer));
    expect(decodeWire(text)).toEqual(answer);
    expect(encodeWire(undefined)).toBe('null');
  });

  it('carries bytes and dates anywhere in a value, as JSON and in a frame', () => {
    const value = {
      input: {
        files: [{ name: 'a.pdf', content: new Uint8Array([0, 1, 254, 255]) }],
        at: new Date('2026-01-02T03:04:05Z'),
      },
      raw: new Uint8Array([7, 8]).buffer,
    };
    const expected = { ...value, raw: new Uint8Array([7, 8]) };
    expect(decodeWire(encodeWire(value))).toEqual(expected);

    const frame = encodeWireFrame(value);
    expect(frame.parts).toHaveLength(2);
    expect(frame.json).not.toContain('base64');
    expect(decodeWire(frame.json, frameBytes(frame.parts))).toEqual(expected);
  });

  it('leaves text that only looks like a tag alone', () => {
    const value = { note: 'a "$harness" in words', $harness: 'not a tag', nested: { $harness: 'bytes' } };
    expect(decodeWire(encodeWire(value))).toEqual(value);
  });

  it('refuses a frame whose tags point outside its bytes', () => {
    const frame = encodeWireFrame({ content: new Uint8Array([1, 2, 3]) });
    expect(() => decodeWire(frame.json, new Uint8Array(2))).toThrow(SyntaxError);
    expect(() => decodeWire(frame.json)).toThrow(SyntaxError);
    expect(() => decodeWire('{"input":')).toThrow(SyntaxError);
  });

  it('decodes a call nested deeper than any stack, tags at the bottom, without recursion', () => {
    const depth = 100_000;
    const text = `${'['.repeat(depth)}{"$harness":"bytes","base64":"AQID"}${']'.repeat(depth)}`;
    let value = decodeWire(text);
    for (let i = 0; i < depth; i++) value = (value as unknown[])[0];
    expect(value).toEqual(new Uint8Array([1, 2, 3]));
  });
});
