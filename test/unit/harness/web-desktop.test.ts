import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebDesktop } from '@harness/web-desktop';

describe('WebDesktop (save and open link, in the web harness)', () => {
  let dir: string;
  const lines: string[] = [];
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'web-desktop-'));
    lines.length = 0;
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('saves into the downloads folder without overwriting, like a browser download', async () => {
    const desktop = new WebDesktop(path.join(dir, 'downloads'), (line) => lines.push(line));
    const first = await desktop.saveFile({ suggestedName: 'invoice.pdf', bytes: new Uint8Array([1, 2, 3]) });
    const second = await desktop.saveFile({ suggestedName: 'invoice.pdf', bytes: new Uint8Array([4]) });
    expect(first).toEqual({ saved: true, path: path.join(dir, 'downloads', 'invoice.pdf') });
    expect(second.path).toBe(path.join(dir, 'downloads', 'invoice (1).pdf'));
    expect([...(await readFile(first.path!))]).toEqual([1, 2, 3]);
    expect([...(await readFile(second.path!))]).toEqual([4]);
    expect(lines).toEqual([`saved: ${first.path}`, `saved: ${second.path}`]);
  });

  it('keeps a service-chosen name inside the downloads folder, and makes it safe', async () => {
    const desktop = new WebDesktop(dir, () => {});
    const names = ['../../etc/passwd', '..\\..\\boot.ini', 'CON.pdf', 'invoice\u202efdp.exe', '...'];
    for (const suggestedName of names) {
      const saved = await desktop.saveFile({ suggestedName, bytes: new Uint8Array([0]) });
      expect(path.dirname(saved.path!)).toBe(dir);
    }
    expect((await readdir(dir)).sort()).toEqual(
      ['______boot_ini.bin', '_.._etc_passwd.bin', '_CON.pdf', 'download.bin', 'invoicefdp_exe.bin'].sort(),
    );
  });

  it('records the links the app opens and prints them for the person at the terminal', async () => {
    const desktop = new WebDesktop(dir, (line) => lines.push(line));
    await desktop.openExternal('https://example.com/a');
    await desktop.openExternal('https://example.com/b');
    expect(desktop.openedLinks()).toEqual(['https://example.com/a', 'https://example.com/b']);
    expect(lines).toEqual([
      'open in your browser: https://example.com/a',
      'open in your browser: https://example.com/b',
    ]);
  });

  it('has no file manager: a folder to show is printed, and the screen is told it was not opened', async () => {
    const desktop = new WebDesktop(dir, (line) => lines.push(line));
    expect(await desktop.showFolder('/var/log/freight-desk')).toBe(false);
    expect(lines).toEqual(['logs: /var/log/freight-desk']);
  });
});
