import { describe, expect, it } from 'vitest';
import { operationIds, operations } from '@shared/api/operations';
import { buildRouteTable } from '@sandbox/http/route-table';

describe('sandbox route table', () => {
  const table = buildRouteTable();
  const routesOf = (id: string) =>
    table.filter((e) => e.candidates.some((c) => c.operationId === id)).map((e) => `${e.method} ${e.url}`);

  it('gives every operation of the table a route, and every alternate form too', () => {
    for (const id of operationIds) {
      const op = operations[id];
      expect(routesOf(id).length, id).toBeGreaterThan(0);
      for (const alt of op.alternates ?? []) {
        const shape = alt.path.replace(/\{\w+\}/g, ':x');
        expect(
          routesOf(id).some((r) => r.replace(/:s\d+/g, ':x').endsWith(shape)),
          `${id} ${alt.path}`,
        ).toBe(true);
      }
    }
  });

  it('registers {type} with one and two segments (sea/fcl)', () => {
    expect(routesOf('quotes.save')).toEqual(['POST /v1/quotes/:s2/:s3', 'POST /v1/quotes/:s2/:s3/:s4']);
    expect(routesOf('quotes.delete')).toEqual(['DELETE /v1/quotes/:s2/:s3', 'DELETE /v1/quotes/:s2/:s3/:s4']);
  });

  it('shares the colliding detail/messages route, the detail form first', () => {
    const shared = table.find((e) => e.method === 'GET' && e.url === '/v1/tracking/shipment/:s3/detail');
    expect(shared?.candidates.map((c) => [c.operationId, c.primary])).toEqual([
      ['tracking.detail', true],
      ['tracking.messages', false],
    ]);
  });
});
