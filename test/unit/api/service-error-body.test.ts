import { describe, expect, it } from 'vitest';
import { readServiceErrorBody } from '@main/api/service-error-body';

describe('readServiceErrorBody', () => {
  it('reads a message with field errors', () => {
    expect(
      readServiceErrorBody(
        JSON.stringify({
          message: 'Invalid request',
          errors: [{ field: 'origin.postalCode', message: 'is required' }],
        }),
      ),
    ).toEqual({
      message: 'Invalid request',
      problems: [{ path: 'origin.postalCode', message: 'is required' }],
    });
  });

  it('reads ASP.NET problem details', () => {
    expect(
      readServiceErrorBody(
        JSON.stringify({
          title: 'One or more validation errors occurred.',
          errors: { PickUpDate: ['The PickUpDate field is required.'] },
        }),
      ),
    ).toEqual({
      message: 'One or more validation errors occurred.',
      problems: [{ path: 'PickUpDate', message: 'The PickUpDate field is required.' }],
    });
  });

  it('gives nothing for a body that is not JSON or not an object', () => {
    expect(readServiceErrorBody('<html>Bad gateway</html>')).toEqual({ problems: [] });
    expect(readServiceErrorBody('[1,2]')).toEqual({ problems: [] });
    expect(readServiceErrorBody('')).toEqual({ problems: [] });
  });
});
