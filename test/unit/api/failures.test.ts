import { describe, expect, it } from 'vitest';
import { statusFailure } from '@main/api/failures';
import type { RawResponse } from '@main/api/transport';
import { pathParamNames, whereToCheck } from '@shared/api/operation';
import { operationIds, operations } from '@shared/api/operations';
import { failureContextOf } from '../../helpers/failure-context';

const contextOf = failureContextOf;

function answer(status: number, body: unknown = ''): RawResponse {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return { status, headers: {}, text, bytes: text.length };
}

const byRecord = operationIds.filter((id) => pathParamNames(operations[id].path).length > 0);
const byAddress = operationIds.filter((id) => pathParamNames(operations[id].path).length === 0);

describe('a 404, worded by what the operation addresses', () => {
  it('covers both kinds of operation of the table', () => {
    expect(byRecord).toEqual(expect.arrayContaining(['tracking.detail', 'documents.list', 'quotes.delete']));
    expect(byAddress).toEqual(expect.arrayContaining(['rates.boxes', 'lookup.pallet-types', 'quotes.list']));
  });

  it.each(byAddress)(
    '%s: the service does not offer it at this address (base URL or version), no id to check',
    (id) => {
      const error = statusFailure(answer(404), contextOf(id));
      expect(error.kind).toBe('not-found');
      expect(error.message).toContain('does not offer');
      expect(error.message).toContain('at this address');
      expect(error.message).toMatch(/base URL/);
      expect(error.message).toMatch(/API version/);
      expect(error.message).not.toMatch(/id or code/i);
      expect(error.message).not.toMatch(/try again/i);
    },
  );

  it.each(byRecord)('%s: the record is not there', (id) => {
    const error = statusFailure(answer(404, { message: 'Shipment FR2 not found' }), contextOf(id));
    expect(error.kind).toBe('not-found');
    expect(error.message).toContain('found nothing for');
    expect(error.message).toContain('It said: "Shipment FR2 not found"');
    expect(error.message).not.toContain('does not offer');
    expect(error.message).not.toMatch(/try again/i);
    // A call that changes nothing (a read) points at the id; one that changes something says nothing changed.
    if (whereToCheck(operations[id]) === null) expect(error.message).toContain('Check the id or code');
    else expect(error.message).toContain('Nothing was changed');
  });
});

describe('a refused request', () => {
  it.each(operationIds)('%s: a 4xx asks for a correction, never a plain try again', (id) => {
    const error = statusFailure(answer(400, { message: 'weight must be positive' }), contextOf(id));
    expect(error.kind).toBe('invalid-request');
    expect(error.message).toContain('weight must be positive');
    expect(error.message).toContain('Correct the request first');
    expect(error.message).not.toMatch(/try again/i);
  });
});
