import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DesktopPort } from '@main/desktop-port';
import type { DeskNotice } from '@shared/ipc/channels/app';
import { safeFileName } from '@shared/domain/safe-file-name';

/**
 * The desktop around the app when it runs in a browser: "save as" writes into
 * the downloads folder (as a browser download would, without asking), and a
 * link the app opens is printed for the person at the terminal and recorded
 * for the e2e tests. There is no file manager to open: a folder to show
 * (the logs) is printed, and the screen shows its path. A browser tab has no
 * OS notifications: a notice is recorded and left to the page to show.
 */
export class WebDesktop implements DesktopPort {
  private readonly opened: string[] = [];
  private readonly notices: DeskNotice[] = [];

  constructor(
    readonly downloadsDir: string,
    private readonly announce: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  ) {}

  async saveFile(request: { suggestedName: string; bytes: Uint8Array }): Promise<{ saved: boolean; path?: string }> {
    await mkdir(this.downloadsDir, { recursive: true });
    // Made safe again here: whatever asks to save, nothing is written outside the folder or under a hostile name.
    const target = await this.freePath(safeFileName(request.suggestedName));
    // 'wx': never overwrite, even if another download took the name meanwhile.
    await writeFile(target, request.bytes, { flag: 'wx' });
    this.announce(`saved: ${target}`);
    return { saved: true, path: target };
  }

  async openExternal(url: string): Promise<void> {
    this.opened.push(url);
    this.announce(`open in your browser: ${url}`);
  }

  async showFolder(folder: string): Promise<boolean> {
    this.announce(`logs: ${folder}`);
    return false;
  }

  notify(notice: DeskNotice): boolean {
    this.notices.push(notice);
    this.announce(`notice: ${notice.title}: ${notice.body}`);
    return false;
  }

  /** A browser tab has no menu: the page's own keys and palette are the way to the screens. */
  showScreens(): boolean {
    return false;
  }

  /** A browser tab has no window of its own to colour: the harness serves the page in the theme (server.ts). */
  showTheme(): boolean {
    return false;
  }

  /** The notifications the app gave, oldest first. */
  notified(): readonly DeskNotice[] {
    return [...this.notices];
  }

  /** The links the app asked to open, oldest first. */
  openedLinks(): readonly string[] {
    return [...this.opened];
  }

  /** "report.pdf", then "report (1).pdf", "report (2).pdf", ... like a browser. */
  private async freePath(fileName: string): Promise<string> {
    const { name, ext } = path.parse(fileName);
    for (let n = 0; ; n++) {
      const candidate = path.join(this.downloadsDir, n === 0 ? fileName : `${name} (${n})${ext}`);
      if (!(await exists(candidate))) return candidate;
    }
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
