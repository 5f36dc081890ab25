import { describe, expect, it } from 'vitest';
import { apiErrorKinds, isApiErrorKind, isRetrySafe } from '@shared/api/errors';
import { ApiError } from '@main/api';

describe('the shared error kinds', () => {
  it('offer "try again" only where the same call may succeed unchanged', () => {
    const retrySafe = apiErrorKinds.filter(isRetrySafe);
    expect(retrySafe).toEqual(['network', 'timeout', 'server']);
  });

  it('recognise a kind from untyped data (IPC, JSON)', () => {
    expect(isApiErrorKind('not-found')).toBe(true);
    expect(isApiErrorKind('internal')).toBe(false);
    expect(isApiErrorKind(404)).toBe(false);
  });
});

describe('ApiError', () => {
  it('serialises to plain data without its low-level cause', () => {
    const cause = Object.assign(new Error('socket hang up'), { socket: { remoteAddress: '10.0.0.1' } });
    const error = new ApiError({
      kind: 'network',
      operationId: 'booking.boxes',
      message: 'The connection broke; the outcome is unknown.',
      details: { outcomeUnknown: true },
      cause,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.cause).toBe(cause);
    const data = JSON.parse(JSON.stringify(error)) as unknown;
    expect(data).toEqual({
      kind: 'network',
      message: 'The connection broke; the outcome is unknown.',
      operationId: 'booking.boxes',
      details: { outcomeUnknown: true },
    });
  });

  it('leaves status and details out when there are none', () => {
    expect(new ApiError({ kind: 'cancelled', operationId: 'quotes.list', message: 'Cancelled.' }).toData()).toEqual({
      kind: 'cancelled',
      message: 'Cancelled.',
      operationId: 'quotes.list',
    });
  });
});
