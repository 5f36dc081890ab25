import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DesktopPort } from '../main/desktop-port';

/**
 * The desktop around the app when it runs in a browser: "save as" writes into
 * the downloads folder (as a browser download would, without asking), and a
 * link the app opens is printed for the person at the terminal and recorded
 * for the e2e tests.
 */
export class WebDesktop implements DesktopPort {
  private readonly opened: string[] = [];

  constructor(
    readonly downloadsDir: string,
    private readonly announce: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  ) {}

  async saveFile(request: { suggestedName: string; bytes: Uint8Array }): Promise<{ saved: boolean; path?: string }> {
    await mkdir(this.downloadsDir, { recursive: true });
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

/** The service's file name reduced to one harmless path segment. */
export function safeFileName(suggested: string): string {
  const base = suggested.split(/[/\\]/).pop() ?? '';
  // Control characters and the characters Windows forbids; no leading dots (hidden files, "..").
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const forbidden = /[\u0000-\u001f<>:"|?*]/g;
  const cleaned = base.replace(forbidden, '_').replace(/^\.+/, '').trim();
  return cleaned === '' ? 'download' : cleaned.slice(0, 200);
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
