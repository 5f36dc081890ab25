import { describe, expect, it } from 'vitest';
import { fileReach } from '@renderer/screens/documents/checklist';

const OFFLINE = 'The service cannot be reached; what you typed is kept until it answers.';

describe('fileReach: which uploaded files open now', () => {
  const stored = new Set(['doc-kept']);

  it('opens a file the desk stored, even without the service', () => {
    expect(fileReach({ id: 'doc-kept' }, stored, OFFLINE)).toEqual({ available: true, stored: true, note: null });
  });

  it('says plainly that a file the desk never held needs the service when it cannot be asked', () => {
    const reach = fileReach({ id: 'doc-remote' }, stored, OFFLINE);
    expect(reach.available).toBe(false);
    expect(reach.note).toMatch(/not on this desk.*needs the service/);
  });

  it('downloads any uploaded file from the service when it can be asked', () => {
    expect(fileReach({ id: 'doc-remote' }, stored, null)).toEqual({ available: true, stored: false, note: null });
  });

  it('offers nothing for a document with no file uploaded', () => {
    expect(fileReach({ id: null }, stored, OFFLINE)).toEqual({ available: false, stored: false, note: null });
    expect(fileReach({ id: null }, stored, null).available).toBe(false);
  });
});
