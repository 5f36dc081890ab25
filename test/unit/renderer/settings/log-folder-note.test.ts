import { describe, expect, it } from 'vitest';
import { logFolderNote } from '@renderer/screens/settings/log-folder-note';

describe('what Settings says after Show logs', () => {
  it('names the folder it opened in the file manager', () => {
    expect(logFolderNote({ folder: '/home/ana/.config/Freight Desk/logs', opened: true })).toBe(
      'Opened the log folder in your file manager: /home/ana/.config/Freight Desk/logs',
    );
  });

  it('names the folder where none could be opened (the web harness)', () => {
    expect(logFolderNote({ folder: 'C:\\Users\\ana\\AppData\\Roaming\\Freight Desk\\logs', opened: false })).toBe(
      'The log files are in C:\\Users\\ana\\AppData\\Roaming\\Freight Desk\\logs',
    );
  });
});
