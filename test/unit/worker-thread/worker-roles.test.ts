import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { sourceWorkerLauncher } from '@main/worker-thread/worker-launcher';
import { workerRoleOf, workerRoles } from '@main/worker-thread/worker-roles';

describe('the worker thread serves the role its starter names', () => {
  it('knows the list sync, the file chunks and the quote PDFs', () => {
    expect(Object.keys(workerRoles).sort()).toEqual(['file-chunks', 'list-sync', 'quote-pdf']);
    for (const role of Object.keys(workerRoles)) expect(workerRoleOf({ role })).toBe(role);
  });

  it('refuses a role it does not have, or none, by name', () => {
    expect(() => workerRoleOf({ role: 'toString' })).toThrow(
      /"toString", not one of its roles \(list-sync, file-chunks, quote-pdf\)/,
    );
    expect(() => workerRoleOf(undefined)).toThrow(/started as nothing/);
  });

  it('stops with that message when started in no role, rather than waiting for work it will never do', async () => {
    const worker = sourceWorkerLauncher({ workerData: { role: 'spreadsheets' } });
    const [error] = (await once(worker, 'error')) as [Error]; // 'error' is emitted with the thread's Error
    expect(error.message).toContain('"spreadsheets", not one of its roles');
  }, 30_000);
});
