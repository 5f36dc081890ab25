import { describe, expect, it } from 'vitest';
import { AppError } from '@renderer/lib/api';
import { isOutcomeUnknown } from '@renderer/lib/outcome';

describe('a change whose outcome nobody knows', () => {
  it('is whatever main marked outcomeUnknown: a dropped connection, an unreadable answer, a 500', () => {
    expect(
      isOutcomeUnknown(new AppError({ code: 'network', message: 'm', details: { outcomeUnknown: true, attempts: 1 } })),
    ).toBe(true);
    expect(
      isOutcomeUnknown(
        new AppError({ code: 'bad-response', message: 'm', details: { outcomeUnknown: true, problems: [] } }),
      ),
    ).toBe(true);
    expect(isOutcomeUnknown(new AppError({ code: 'server', message: 'm', details: { outcomeUnknown: true } }))).toBe(
      true,
    );
  });

  it('is not a failure that proves nothing was done: main decides, not the error code', () => {
    // A connect timeout never sent anything: main leaves it unmarked.
    expect(isOutcomeUnknown(new AppError({ code: 'timeout', message: 'm' }))).toBe(false);
    expect(isOutcomeUnknown(new AppError({ code: 'network', message: 'm', details: { attempts: 1 } }))).toBe(false);
    expect(isOutcomeUnknown(new AppError({ code: 'invalid-request', message: 'm', details: { problems: [] } }))).toBe(
      false,
    );
    expect(isOutcomeUnknown(new AppError({ code: 'validation', message: 'm' }))).toBe(false);
  });

  it('is never read from something that is not an error with details', () => {
    for (const value of [
      null,
      undefined,
      'outcomeUnknown',
      42,
      { details: 'outcomeUnknown' },
      { details: { outcomeUnknown: 'yes' } },
    ]) {
      expect(isOutcomeUnknown(value)).toBe(false);
    }
  });
});
