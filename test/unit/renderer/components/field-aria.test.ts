import { describe, expect, it } from 'vitest';
import { fieldAria, fieldErrorId, fieldHintId } from '@renderer/components/field-aria';

describe('fieldAria', () => {
  it('points a field without error or hint at nothing and leaves it valid', () => {
    expect(fieldAria('field-1', undefined, undefined)).toEqual({
      'aria-invalid': undefined,
      'aria-describedby': undefined,
    });
  });

  it('names the hint that FieldFrame renders under the field', () => {
    expect(fieldAria('field-1', undefined, 'Prices come back in it.')['aria-describedby']).toBe(fieldHintId('field-1'));
    expect(fieldHintId('field-1')).toBe('field-1-hint');
  });

  it('marks a field with an error invalid and reads the error before the hint', () => {
    expect(fieldAria('number-7', 'Enter the weight', 'Per piece')).toEqual({
      'aria-invalid': 'true',
      'aria-describedby': 'number-7-error number-7-hint',
    });
    expect(fieldErrorId('number-7')).toBe('number-7-error');
  });

  it('treats an empty error or hint as none', () => {
    expect(fieldAria('check-2', '', '')).toEqual({ 'aria-invalid': undefined, 'aria-describedby': undefined });
  });
});
