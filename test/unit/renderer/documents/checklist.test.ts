import { describe, expect, it } from 'vitest';
import { documentListResponse, type ShipmentDocument } from '@shared/api/documents';
import { useLanguageSource } from '@shared/i18n/desk-language';
import {
  documentStatus,
  isDone,
  requiredProgress,
  suggestTargets,
  targetLabel,
  templateFileName,
  uploadTargets,
  uploadedAt,
} from '@renderer/screens/documents/checklist';

/** A checklist as the service sends it (through the app's own tolerant schema). */
function checklist(items: unknown[]): ShipmentDocument[] {
  return documentListResponse.parse(items);
}

const LABEL = 'aaaaaaaa-0000-4000-8000-000000000001';
const INVOICE = 'aaaaaaaa-0000-4000-8000-000000000002';
const PACKING = 'aaaaaaaa-0000-4000-8000-000000000003';
const OTHER = 'aaaaaaaa-0000-4000-8000-000000000004';

const notUploaded = (templateId: string, name: string, required: boolean) => ({
  id: null,
  shipmentId: 'S1',
  documentTemplateId: templateId,
  documentName: name,
  isRequired: required,
  validationStatus: null,
  observations: null,
  template: 'JVBERi0xLjQK',
  templateExtension: 'pdf',
});

const docs = checklist([
  {
    ...notUploaded(LABEL, 'Label', true),
    id: 'D1',
    validationStatus: 'None',
    template: null,
    templateExtension: null,
    uploadedDate: '2026-03-02T10:15:00Z',
  },
  notUploaded(INVOICE, 'Commercial invoice', true),
  notUploaded(PACKING, 'Packing list', true),
  { ...notUploaded(OTHER, 'Other documents', false), id: 'D2', validationStatus: 'Validated', template: null },
  { ...notUploaded(OTHER, 'Other documents', false), id: 'D3', validationStatus: 'None', template: null },
]);

describe('documentStatus', () => {
  it('says each validation status in words', () => {
    expect(documentStatus({ id: null, validationStatus: null })).toMatchObject({
      state: 'missing',
      label: 'Not uploaded',
    });
    expect(documentStatus({ id: 'D1', validationStatus: 'None' })).toMatchObject({
      state: 'awaiting',
      label: 'Awaiting validation',
    });
    expect(documentStatus({ id: 'D1', validationStatus: 'Validated' })).toMatchObject({
      state: 'validated',
      label: 'Validated',
    });
  });

  it('treats an uploaded document without a status as waiting, and shows an unknown status as sent', () => {
    expect(documentStatus({ id: 'D1', validationStatus: null }).label).toBe('Awaiting validation');
    expect(documentStatus({ id: 'D1', validationStatus: 'Rejected' })).toMatchObject({
      state: 'other',
      label: 'Rejected',
    });
  });

  it('colours the known states, and any status it does not know in a warning tone', () => {
    expect(documentStatus({ id: null, validationStatus: null }).tone).toBe('neutral');
    expect(documentStatus({ id: 'D1', validationStatus: 'None' }).tone).toBe('busy');
    expect(documentStatus({ id: 'D1', validationStatus: 'Validated' }).tone).toBe('ok');
    // A status it does not know: the code, spaced, never taken for good news.
    for (const [sent, label] of [
      ['Rejected', 'Rejected'],
      ['Expired', 'Expired'],
      ['validated', 'Validated'],
      ['IN_REVIEW', 'In review'],
    ]) {
      expect(documentStatus({ id: 'D1', validationStatus: sent! })).toEqual({ state: 'other', label, tone: 'warning' });
    }
  });
});

describe('a document in a status the app does not know', () => {
  const rejected = checklist([
    { ...notUploaded(LABEL, 'Label', true), id: 'D1', validationStatus: 'Rejected', observations: 'Unreadable scan' },
    { ...notUploaded(INVOICE, 'Commercial invoice', true), id: 'D2', validationStatus: 'None' },
    { ...notUploaded(OTHER, 'Other documents', false), id: 'D3', validationStatus: 'Expired' },
  ]);

  it('never counts as done: a rejected required document is not uploaded in the progress', () => {
    expect(rejected.map(isDone)).toEqual([false, true, false]);
    expect(requiredProgress(rejected)).toEqual({ required: 2, uploaded: 1 });
  });

  it('is offered again as an upload target, as a required document still to do', () => {
    const targets = uploadTargets(rejected);
    expect(targets.map((t) => [t.documentName, t.uploaded])).toEqual([
      ['Label', false],
      ['Commercial invoice', true],
      ['Other documents', false],
    ]);
    expect(targetLabel(targets[0]!)).toBe('Label (required)');
    expect(
      suggestTargets(['scan.pdf'], targets).map((key) => targets.find((t) => t.key === key)?.documentName),
    ).toEqual(['Label']);
  });
});

describe('uploadTargets', () => {
  it('lists one target per template, uploaded when any of its rows is', () => {
    const targets = uploadTargets(docs);
    expect(targets.map((t) => [t.documentName, t.isRequired, t.uploaded])).toEqual([
      ['Label', true, true],
      ['Commercial invoice', true, false],
      ['Packing list', true, false],
      ['Other documents', false, true],
    ]);
    expect(targetLabel(targets[0]!)).toBe('Label (required, already uploaded)');
    expect(targetLabel(targets[1]!)).toBe('Commercial invoice (required)');
  });

  it('counts the required documents uploaded', () => {
    expect(requiredProgress(docs)).toEqual({ required: 3, uploaded: 1 });
  });
});

describe('suggestTargets', () => {
  const targets = uploadTargets(docs);
  const name = (key: string | null) => targets.find((t) => t.key === key)?.documentName ?? null;

  it('proposes the document whose name the file name matches', () => {
    expect(suggestTargets(['packing_list-v2.pdf', 'INVOICE 2026.pdf'], targets).map(name)).toEqual([
      'Packing list',
      'Commercial invoice',
    ]);
  });

  it('otherwise proposes the required documents not uploaded yet, each once, then nothing', () => {
    expect(suggestTargets(['scan1.pdf', 'scan2.pdf', 'scan3.pdf'], targets).map(name)).toEqual([
      'Commercial invoice',
      'Packing list',
      null,
    ]);
  });

  it('leaves out documents already proposed for other files', () => {
    const invoiceKey = targets[1]!.key;
    expect(suggestTargets(['scan.pdf'], targets, [invoiceKey]).map(name)).toEqual(['Packing list']);
  });

  it('follows the file name even to a document already uploaded (the operator means to replace it)', () => {
    expect(suggestTargets(['label-new.pdf'], targets).map(name)).toEqual(['Label']);
  });
});

describe('file names', () => {
  it('names a template after its document and extension', () => {
    expect(templateFileName(docs[1]!)).toBe('Commercial invoice template.pdf');
  });

  it('recognises a PDF template without an extension by its first bytes', () => {
    expect(templateFileName({ documentName: 'VGM declaration', extension: null, template: 'JVBERi0xLjQK' })).toBe(
      'VGM declaration template.pdf',
    );
    expect(templateFileName({ documentName: 'Form', extension: null, template: 'UEsDBBQ=' })).toBe('Form template.bin');
  });

  it('reads the upload time when the service gives it', () => {
    expect(uploadedAt(docs[0]!)).toBe('2026-03-02T10:15:00Z');
    expect(uploadedAt(docs[1]!)).toBeNull();
  });
});

describe('the checklist in Spanish', () => {
  it('says the states, the targets and the template names in Spanish', () => {
    useLanguageSource(() => 'es');
    try {
      expect(documentStatus({ id: null, validationStatus: null }).label).toBe('Sin subir');
      expect(documentStatus({ id: LABEL, validationStatus: null }).label).toBe('Pendiente de validación');
      const [label] = uploadTargets(docs);
      expect(targetLabel({ ...label!, isRequired: true, uploaded: false })).toBe('Etiqueta (obligatorio)');
      expect(targetLabel({ ...label!, isRequired: false, uploaded: true })).toBe('Etiqueta (opcional, ya subido)');
      expect(templateFileName(docs[1]!)).toBe('Plantilla Factura comercial.pdf');
      expect(templateFileName({ documentName: 'Form', extension: 'pdf', template: null })).toBe('Plantilla Form.pdf');
      // The operator's files are named in their words: a Spanish invoice finds the invoice.
      const targets = uploadTargets(docs);
      const [suggested] = suggestTargets(['factura-acme.pdf'], targets);
      expect(targets.find((t) => t.key === suggested)?.documentName).toBe('Factura comercial');
    } finally {
      useLanguageSource(() => 'en');
    }
  });
});
