import { describe, expect, it } from 'vitest';
import { JsonWithFiles } from '@main/api';

async function joined(body: JsonWithFiles): Promise<Buffer> {
  const pieces: Uint8Array[] = [];
  for await (const piece of body.pieces()) pieces.push(piece);
  return Buffer.concat(pieces);
}

describe('JsonWithFiles', () => {
  it('is the JSON the service wants, files as base64, of the length it says, each time it is read', async () => {
    // Over one piece (768 KiB), not a multiple of 3: pieces join into one valid base64 text.
    const file = Buffer.alloc(3 * 256 * 1024 + 7);
    for (let i = 0; i < file.length; i++) file[i] = (i * 31) % 256;
    const fields = {
      shipmentId: 'S-1',
      documentTemplateId: null,
      documentName: 'Invoice "final" – €',
      extension: 'pdf',
      observations: null,
    };
    const body = JsonWithFiles.of('documents.upload', { ...fields, file });
    const expected = Buffer.from(JSON.stringify({ ...fields, file: file.toString('base64') }));
    const first = await joined(body);
    expect(first.length).toBe(body.byteLength);
    expect(first.equals(expected)).toBe(true);
    // Sent again (a retry after a 401): the same bytes.
    expect((await joined(body)).equals(expected)).toBe(true);
    expect(body.value.shipmentId).toBe('S-1');
  });

  it('encodes every file of a tariff upload in its place', async () => {
    const files = [
      { fileName: 'a.csv', file: new Uint8Array([1, 2, 3, 4]) },
      { fileName: 'b.pdf', file: new Uint8Array([]) },
    ];
    const fields = { contractReference: 'C-1', carrierSCAC: 'MSCU', name: null, externalId: null, comments: null };
    const body = JsonWithFiles.of('tariffs.upload', { ...fields, files });
    const text = (await joined(body)).toString('utf8');
    expect(JSON.parse(text)).toEqual({
      ...fields,
      files: [
        { fileName: 'a.csv', file: 'AQIDBA==' },
        { fileName: 'b.pdf', file: '' },
      ],
    });
    expect(Buffer.byteLength(text)).toBe(body.byteLength);
  });
});
