import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FreightClient } from '@main/api';
import type { DesktopPort } from '@main/desktop-port';
import type { SessionService } from '@main/session/session-service';
import { documentsHandlers } from '@main/services/documents';
import { filesHandlers } from '@main/services/files';
import { DataScope } from '@main/session/data-scope';
import { EventHub } from '@main/events';
import { KeptReader } from '@main/services/support/kept-read';
import { LocalStores } from '@main/store';

// Downloads keep their bytes in the profile's store: one throwaway store for the file's tests.
const dataDir = mkdtempSync(join(tmpdir(), 'fd-names-'));
const stores = new LocalStores(dataDir);
afterAll(() => {
  stores.closeAll();
  rmSync(dataDir, { recursive: true, force: true });
});

/*
 * The names the documents and files areas propose to the save dialog, for documents the
 * service sends (name and extension as the service chose them) and for
 * content the renderer made. The service and the renderer are both treated
 * as sources of hostile names.
 */

interface ServiceDocument {
  readonly documentName: string | null;
  readonly extension: string | null;
}

/** The documents and files handlers, whose service answers every download with `doc`, and whose desktop records the names. */
function serviceAnswering(doc: ServiceDocument) {
  const proposed: string[] = [];
  const client = {
    call: async () => ({ ...doc, file: Buffer.from('%PDF-1.4\n').toString('base64') }),
  } as unknown as FreightClient;
  // The kept reads use a real data scope, as in the app.
  const events = new EventHub();
  const data = new DataScope(() => 'sandbox', events);
  const connection = { call: client.call, scope: data.current() };
  // A stand-in for the parts of the session a download touches.
  const session = {
    connected: async () => connection,
    current: () => ({ state: 'connected' }),
    serviceKnownDown: () => false,
    data,
    now: () => 0,
  } as unknown as SessionService;
  const kept = new KeptReader(session, { of: (stamp) => stores.get(stamp.profileId), failed: () => undefined }, events);
  const desktop: DesktopPort = {
    saveFile: async ({ suggestedName }) => {
      proposed.push(suggestedName);
      return { saved: true, path: `/downloads/${suggestedName}` };
    },
    openExternal: async () => undefined,
    showFolder: async () => false,
    notify: () => false,
    showScreens: () => false,
    showTheme: () => false,
  };
  const documents = documentsHandlers({ session, kept, desktop });
  const files = filesHandlers({ desktop });
  return {
    shipments: {
      download: (documentId: string, shipmentCode: string) =>
        documents['documents.download']({ documentId, shipmentCode }),
      saveContent: (fileName: string, contentBase64: string) => files['files.save']({ fileName, contentBase64 }),
    },
    proposed,
  };
}

const downloads: ReadonlyArray<readonly [doc: ServiceDocument, shipment: string, name: string]> = [
  [{ documentName: 'Commercial invoice', extension: 'pdf' }, 'FR000001', 'FR000001 Commercial invoice.pdf'],
  [{ documentName: 'Commercial invoice', extension: '.PDF' }, 'FR000002', 'FR000002 Commercial invoice.pdf'],
  [{ documentName: 'Label', extension: 'application/pdf' }, 'FR000003', 'FR000003 Label.pdf'],
  [{ documentName: 'Commercial invoice', extension: 'exe' }, 'FR000004', 'FR000004 Commercial invoice_exe.bin'],
  [{ documentName: 'launcher', extension: 'desktop' }, 'FR000005', 'FR000005 launcher_desktop.bin'],
  [{ documentName: 'helper', extension: 'dll' }, 'FR000006', 'FR000006 helper_dll.bin'],
  [{ documentName: 'invoice.pdf', extension: 'exe' }, 'FR000007', 'FR000007 invoice_pdf_exe.bin'],
  [{ documentName: 'invoice\u202efdp', extension: 'exe' }, 'FR000008', 'FR000008 invoicefdp_exe.bin'],
  [{ documentName: 'CON', extension: 'pdf' }, 'FR000009', 'FR000009 CON.pdf'],
  [{ documentName: '../../.bashrc', extension: 'pdf' }, 'FR000010', 'FR000010 _.._.bashrc.pdf'],
  [{ documentName: null, extension: null }, 'FR000011', 'FR000011.bin'],
  [{ documentName: 'B/L', extension: 'pdf' }, 'FR000012', 'FR000012 B_L.pdf'],
];

describe('a downloaded document is saved under a safe name with its shipment', () => {
  it.each(downloads)('%j of %s is proposed as %j', async (doc, shipment, name) => {
    const { shipments, proposed } = serviceAnswering(doc);
    const saved = await shipments.download('doc-1', shipment);
    expect(proposed).toEqual([name]);
    expect(saved.fileName).toBe(name);
  });

  it('names two shipments’ invoices apart', async () => {
    const { shipments, proposed } = serviceAnswering({ documentName: 'Commercial invoice', extension: 'pdf' });
    await shipments.download('doc-1', 'FR000100');
    await shipments.download('doc-2', 'FR000200');
    expect(new Set(proposed).size).toBe(2);
  });

  it('keeps the extension and the shipment of a name far too long', async () => {
    const { shipments, proposed } = serviceAnswering({ documentName: 'Invoice '.repeat(60), extension: 'pdf' });
    await shipments.download('doc-1', 'FR000300');
    const [name] = proposed as [string];
    expect(name.startsWith('FR000300 Invoice')).toBe(true);
    expect(name.endsWith('.pdf')).toBe(true);
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(180);
  });
});

describe('content the renderer made is saved under a safe name too', () => {
  it.each([
    ['tariff-report.csv', 'tariff-report.csv'],
    ['report.csv.exe', 'report_csv_exe.bin'],
    ['NUL.csv', '_NUL.csv'],
    ['\u202eexport.csv', 'export.csv'],
    ['../outside.csv', '_outside.csv'],
  ])('%j is proposed as %j', async (fileName, name) => {
    const { shipments, proposed } = serviceAnswering({ documentName: null, extension: null });
    await shipments.saveContent(fileName, Buffer.from('a,b\r\n').toString('base64'));
    expect(proposed).toEqual([name]);
  });
});
