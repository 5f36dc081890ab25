import { describe, expect, it } from 'vitest';
import { bookingRequests } from '@shared/api/booking';
import { bookingModes, ratingModeOfQuoteType, ratingModes } from '@shared/api/modes';
import { operations } from '@shared/api/operations';
import { quoteTypes } from '@shared/api/quotes';
import { ratingRequests } from '@shared/api/rating-requests';

describe('mode tables', () => {
  it('point every rating mode at its operation, with the same schemas', () => {
    for (const spec of Object.values(ratingModes)) {
      const op = operations[spec.operationId];
      expect(op.request).toBe(ratingRequests[spec.mode]);
      expect(ratingModeOfQuoteType(spec.quoteType)).toBe(spec.mode);
    }
    expect(Object.values(ratingModes).map((m) => m.quoteType)).toEqual([...quoteTypes]);
  });

  it('point every booking mode at its operation, with the same schema', () => {
    for (const spec of Object.values(bookingModes)) {
      expect(operations[spec.operationId].request).toBe(bookingRequests[spec.mode]);
      expect(ratingModes[spec.mode].bookingMode).toBe(spec.mode);
    }
    expect(
      Object.values(bookingModes)
        .filter((m) => m.incotermRequired)
        .map((m) => m.mode),
    ).toEqual(['sea-fcl', 'sea-lcl']);
  });
});
