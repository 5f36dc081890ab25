import { describe, expect, it } from 'vitest';
import type { ShipmentDocument } from '@shared/api/documents';
import { AppError } from '@renderer/lib/api';
import { ChecklistState, type ChecklistDeps } from '@renderer/screens/documents/checklist-state.svelte';

const doc = (name: string, template: string, required = true): ShipmentDocument =>
  ({
    id: null,
    shipmentId: 'S1',
    documentTemplateId: template,
    documentName: name,
    isRequired: required,
    validationStatus: null,
    observations: null,
    template: null,
    extension: null,
  }) as ShipmentDocument; // the parsed shape, with only what the checklist reads

const file = (name: string) => new File(['%PDF-1.4\n'], name);

function desk(overrides: Partial<ChecklistDeps> = {}) {
  const sent: Array<{ fileName: string; documentName: string }> = [];
  let reason: string | null = null;
  let lists = 0;
  const deps: ChecklistDeps = {
    list: async () => {
      lists += 1;
      return {
        value: [doc('Label', 'T1'), doc('Commercial invoice', 'T2'), doc('Other documents', 'T3', false)],
        fetchedAt: '2031-05-06T10:00:00Z',
        fromStore: false,
        storedDocumentIds: [],
      } as never; // the kept answer, trimmed to what the checklist reads
    },
    upload: async (input) => {
      sent.push({ fileName: input.fileName, documentName: input.documentName ?? '' });
      return { success: true, message: `${input.documentName} uploaded` } as never; // the service's answer, trimmed
    },
    download: async () => ({ saved: true, path: '/d/S1 Label.pdf', fileName: 'S1 Label.pdf', bytes: 9 }),
    saveFile: async (input) => ({ saved: false, fileName: input.fileName, bytes: 0 }),
    read: async () => new TextEncoder().encode('%PDF-1.4\n'),
    shipment: () => ({ shipmentId: 'S1', code: 'FR1', route: null, type: null }),
    serviceReason: () => reason,
    ...overrides,
  };
  const checklist = new ChecklistState(deps);
  return { checklist, sent, offline: (r: string | null) => (reason = r), lists: () => lists };
}

/** Resolves once every queued upload has ended and the checklist was read again. */
async function settled(check: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !check(); i += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe('ChecklistState', () => {
  it('sends one file dropped on a row to that document at once, then reads the checklist again', async () => {
    const { checklist, sent, lists } = desk();
    await checklist.load();
    const label = checklist.targets.find((t) => t.documentName === 'Label') ?? null;
    checklist.accept([file('label.pdf')], label);
    expect(checklist.staged.entries).toEqual([]);
    await settled(() => checklist.uploads[0]?.phase === 'done' && lists() === 2);
    expect(sent).toEqual([{ fileName: 'label.pdf', documentName: 'Label' }]);
    expect(checklist.uploads[0]?.target).toBe('Label');
    expect(checklist.announcement).toBe('Uploads finished: 1 uploaded.');
    expect(lists()).toBe(2);
  });

  it('keeps files dropped on the panel in the basket, each proposed for the document its name matches', async () => {
    const { checklist, sent } = desk();
    await checklist.load();
    checklist.accept([file('invoice.pdf'), file('setup.exe'), file('misc.pdf')], null);
    expect(checklist.staged.entries.map((e) => e.fileName)).toEqual(['invoice.pdf', 'misc.pdf']);
    const proposed = checklist.staged.entries.map(
      (e) => checklist.targetOf(checklist.targetKeys[e.key] ?? '')?.documentName,
    );
    expect(proposed[0]).toBe('Commercial invoice');
    expect(proposed[1]).not.toBe('Commercial invoice');
    // The refused file is listed under Uploads with its reason, and never sent.
    expect(checklist.uploads.map((u) => [u.fileName, u.phase])).toEqual([['setup.exe', 'refused']]);
    checklist.removeStaged(checklist.staged.entries[1]?.key ?? '');
    checklist.uploadStaged();
    expect(checklist.staged.entries).toEqual([]);
    await settled(() => checklist.uploads.some((u) => u.fileName === 'invoice.pdf' && u.phase === 'done'));
    expect(sent).toEqual([{ fileName: 'invoice.pdf', documentName: 'Commercial invoice' }]);
  });

  it('asks for a document for every waiting file before sending any', async () => {
    const { checklist, sent } = desk();
    await checklist.load();
    checklist.accept([file('a.pdf')], null);
    const key = checklist.staged.entries[0]?.key ?? '';
    checklist.targetKeys[key] = '';
    checklist.uploadStaged();
    expect(checklist.stagedProblem).toBe('Choose the document for a.pdf.');
    expect(checklist.staged.entries).toHaveLength(1);
    expect(sent).toEqual([]);
  });

  it('without the service, a file dropped on a row waits in the basket with the reason, and nothing is sent', async () => {
    const { checklist, sent, offline } = desk();
    await checklist.load();
    offline('The service cannot be reached.');
    const label = checklist.targets.find((t) => t.documentName === 'Label') ?? null;
    checklist.accept([file('label.pdf')], label);
    expect(checklist.staged.entries.map((e) => e.fileName)).toEqual(['label.pdf']);
    expect(checklist.targetKeys[checklist.staged.entries[0]?.key ?? '']).toBe(label?.key);
    expect(checklist.announcement).toBe('1 file was not uploaded: The service cannot be reached.');
    checklist.uploadStaged();
    expect(sent).toEqual([]);
  });

  it('says where a download went, that a cancelled template save saved nothing, and why a save failed', async () => {
    const { checklist } = desk();
    await checklist.load();
    const label = { ...doc('Label', 'T1'), id: 'D1', template: 'JVBER' };
    checklist.downloadDocument(label, 'k');
    await settled(() => checklist.saves.saving === null && checklist.saves.notice !== null);
    expect(checklist.saves.notice).toEqual({ tone: 'ok', text: 'Saved to /d/S1 Label.pdf' });
    checklist.downloadTemplate(label, 'k');
    await settled(() => checklist.saves.saving === null);
    expect(checklist.saves.notice).toEqual({
      tone: 'info',
      text: 'Not saved: the save of the Label template was cancelled.',
    });

    const failing = desk({
      download: () => Promise.reject(new AppError({ code: 'unavailable', message: 'No service.' })),
    });
    failing.checklist.downloadDocument(label, 'k');
    await settled(() => failing.checklist.saves.notice !== null);
    expect(failing.checklist.saves.notice).toEqual({ tone: 'danger', text: 'Label was not saved: No service.' });
  });
});
