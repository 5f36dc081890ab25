import { describe, expect, it } from 'vitest';
import { problemsOf, splitProblems, withoutError } from '@renderer/lib/field-errors';

const fields = ['name', 'baseUrl', 'apiKey', 'apiSecret'];

describe('splitProblems', () => {
  it("puts each of main's problems under its field, first message first", () => {
    const details = {
      problems: [
        { path: 'baseUrl', message: 'Base URL must use https' },
        { path: 'baseUrl', message: 'Base URL must not contain a query or fragment' },
        { path: 'name', message: 'A profile with this name already exists' },
      ],
    };
    expect(splitProblems(details, fields)).toEqual({
      byField: { baseUrl: 'Base URL must use https', name: 'A profile with this name already exists' },
      other: [],
    });
  });

  it('keeps problems of no known field instead of dropping them', () => {
    const details = {
      problems: [
        { path: '', message: 'The input is not valid.' },
        { path: 'id', message: 'Unknown id' },
      ],
    };
    expect(splitProblems(details, fields)).toEqual({ byField: {}, other: ['The input is not valid.', 'Unknown id'] });
  });

  it('matches nested paths to their field and accepts array paths', () => {
    expect(splitProblems([{ path: ['apiKey', 0], message: 'Too long' }], fields).byField).toEqual({
      apiKey: 'Too long',
    });
  });

  it('finds nothing in details that hold no problems', () => {
    expect(problemsOf(undefined)).toEqual([]);
    expect(problemsOf({ serverMessage: 'no' })).toEqual([]);
    expect(problemsOf({ problems: [{ path: 'name' }] })).toEqual([]);
  });
});

describe('withoutError', () => {
  it('drops one field’s message into a new object, leaving the others', () => {
    const errors = { name: 'Required', url: 'Bad' };
    const left = withoutError(errors, 'name');
    expect(left).toEqual({ url: 'Bad' });
    expect(errors).toEqual({ name: 'Required', url: 'Bad' });
  });
});
