import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { operations } from '@shared/api/operations';
import type { ShipmentListItem } from '@shared/api/tracking';
import { DEFAULT_TIMEOUTS } from '@main/api';
import { ApiError } from '@main/api/api-error';
import type { FailureContext } from '@main/api/failures';
import { readAnswerText } from '@main/api/read-answer';
import { openListAnswer } from '@main/sync/list-answer-reader';
import { seededRandom, syntheticShipments } from '../../helpers/synthetic-shipments';

/**
 * The list answer read in pieces says what the answer read whole says: the
 * same items, the same count, the same refusal for the same fault, wherever
 * the pieces are cut.
 */
const context: FailureContext = {
  operationId: 'tracking.shipments',
  summary: 'List shipments with tracking data',
  method: 'GET',
  check: null,
  path: '/v1/tracking/shipments',
  host: '127.0.0.1:1',
  timeouts: DEFAULT_TIMEOUTS,
  attempts: 1,
};

const folder = mkdtempSync(path.join(tmpdir(), 'fd-list-answer-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let files = 0;

type Outcome =
  | { readonly ok: true; readonly items: readonly ShipmentListItem[]; readonly totalElements: number }
  | { readonly ok: false; readonly kind: string; readonly message: string };

function failed(error: unknown): Outcome {
  if (!(error instanceof ApiError)) throw error;
  return { ok: false, kind: error.kind, message: error.message };
}

function whole(text: string): Outcome {
  try {
    const list = readAnswerText(operations['tracking.shipments'], text, 200, context) as {
      shipments: ShipmentListItem[];
      totalElements: number;
    };
    return { ok: true, items: list.shipments, totalElements: list.totalElements };
  } catch (error) {
    return failed(error);
  }
}

function inPieces(bytes: Buffer, pieceBytes: number, batchSize: number): Outcome {
  const file = path.join(folder, `answer-${files++}.json`);
  writeFileSync(file, bytes);
  try {
    const answer = openListAnswer(file, 200, context, () => false, pieceBytes);
    if (answer === null) throw new Error('not cancelled, yet no answer');
    try {
      const items: ShipmentListItem[] = [];
      for (let first = 0; first < answer.count; first += batchSize)
        items.push(...answer.bytesOf(first, batchSize).items());
      return { ok: true, items, totalElements: answer.totalElements };
    } finally {
      answer.close();
    }
  } catch (error) {
    return failed(error);
  } finally {
    rmSync(file, { force: true });
  }
}

/** Read whole and in pieces of several sizes: one outcome. Batches as large as the list name every bad item at once. */
function expectSame(text: string | Buffer): Outcome {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  const expected = whole(new TextDecoder().decode(bytes));
  for (const pieceBytes of [1, 2, 3, 7, 64, 4096]) {
    const batchSize = expected.ok ? 2 : 1_000_000;
    expect(inPieces(bytes, pieceBytes, batchSize), `pieces of ${pieceBytes}: ${String(text).slice(0, 120)}`).toEqual(
      expected,
    );
  }
  return expected;
}

const three = syntheticShipments(3, 7);
const [a, b, c] = three.map((s) => JSON.stringify(s));

// Hundreds of answers, each read in six piece sizes: longer than the default on a busy machine.
describe('the list answer read in pieces', { timeout: 60_000 }, () => {
  it('reads the items and the count of each form the service sends', () => {
    expect(expectSame(JSON.stringify({ shipments: three, totalElements: 40 }))).toMatchObject({
      ok: true,
      totalElements: 40,
    });
    expect(expectSame(JSON.stringify(three))).toMatchObject({ ok: true, totalElements: 3 });
    expect(expectSame(JSON.stringify({ shipments: three }))).toMatchObject({ ok: true, totalElements: 3 });
    expect(expectSame(`\n { "totalElements" : 3 ,\r\n\t"shipments" : [ ${a} ,\n${b} , ${c} ] }  \n`)).toMatchObject({
      ok: true,
    });
    for (const empty of [
      '',
      '   \n',
      'null',
      '{}',
      '{"shipments":null}',
      '{"shipments":[]}',
      '[]',
      '{"totalElements":0}',
    ])
      expect(expectSame(empty)).toMatchObject({ ok: true, items: [] });
    expect(expectSame(JSON.stringify({ shipments: three, totalElements: 0 }))).toMatchObject({ totalElements: 0 });
  });

  it('cuts nowhere inside strings, escapes and other members', () => {
    const odd = three.map((s, i) => ({
      ...s,
      agency: ['quote " and \\ and ] } , [ {', 'Łódź Ñandú 😀 \u2028', '\\"'][i],
      shipmentCode: `\\${i}\\`,
    }));
    expectSame(JSON.stringify({ meta: { pages: [1, { x: ']}' }] }, shipments: odd, note: '"shipments":[1]' }));
    // The list's key spelled with an escape is the same key.
    expect(expectSame(`{"shipm\\u0065nts":[${a},${b}]}`)).toMatchObject({ ok: true, totalElements: 2 });
    // A byte order mark before the answer.
    expectSame(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(three))]));
    expect(expectSame(Buffer.from([0xef, 0xbb, 0xbf]))).toMatchObject({ ok: true, items: [] });
    // Part of a mark is a broken character, not white space.
    for (const part of [[0xef], [0xef, 0xbb], [0xef, 0x5b, 0x5d]])
      expect(expectSame(Buffer.from(part))).toMatchObject({ ok: false, kind: 'bad-response' });
  });

  it('takes the last of two lists, as JSON does', () => {
    expect(expectSame(`{"shipments":[${a}],"shipments":[${b},${c}]}`)).toMatchObject({ ok: true, totalElements: 2 });
    expect(expectSame(`{"shipments":[${a}],"shipments":null}`)).toMatchObject({ ok: true, items: [] });
    expect(expectSame(`{"shipments":null,"shipments":[${a}]}`)).toMatchObject({ ok: true, totalElements: 1 });
    expect(expectSame(`{"shipments":[${a}],"shipments":"x"}`)).toMatchObject({ ok: false, kind: 'bad-response' });
  });

  it('refuses what the whole read refuses, with the same words', () => {
    const refusals = [
      '<html>not the list</html>',
      `{"shipments":[${a},`,
      `{"shipments":[${a}`,
      `[${a},]`,
      `[,${a}]`,
      `[${a},,${b}]`,
      `[${a} ${b}]`,
      `[${a}}`,
      `{"shipments":[${a}]]`,
      `{"shipments":[${a}]}}`,
      `{"a":1,}`,
      `{"a" 1}`,
      `{"a":1 "b":2}`,
      `{a:1}`,
      `[${a}] x`,
      `[{"shipmentId":"x",}]`,
      `{"shipments":"x"}`,
      `{"shipments":[${a},{"shipmentId":5},${b},{"shipmentId":"y","pickUpDate":"tomorrow"}]}`,
      `[1]`,
      `"text"`,
      '42',
      'true',
      '{"success":false,"message":"Not today"}',
      `{"Success":false,"shipments":[${a}]}`,
      '"unterminated',
      `{"shipments":[${a}],"totalElements":"many"}`,
    ];
    for (const text of refusals) expect(expectSame(text), text).toMatchObject({ ok: false });
  });

  it('agrees with the whole read on answers broken at random', () => {
    const random = seededRandom(29);
    const base = JSON.stringify({ shipments: syntheticShipments(4, 3), totalElements: 4 });
    const bytes = '{}[],:" \\0an';
    let refused = 0;
    for (let round = 0; round < 400; round += 1) {
      let text = base;
      for (let edits = 1 + Math.floor(random() * 2); edits > 0; edits -= 1) {
        const at = Math.floor(random() * text.length);
        const byte = bytes[Math.floor(random() * bytes.length)] as string;
        text = random() < 0.5 ? text.slice(0, at) + text.slice(at + 1) : text.slice(0, at) + byte + text.slice(at);
      }
      if (!expectSame(text).ok) refused += 1;
    }
    // Both kinds of outcome were compared.
    expect(refused).toBeGreaterThan(50);
    expect(refused).toBeLessThan(400);
  });
});
