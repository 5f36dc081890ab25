import type { ElectronApplication } from '@playwright/test';

/*
 * What the journeys do in the app's main process (through Playwright's
 * electronApp.evaluate, which the journeys' build allows): stand in for the
 * OS where a test cannot click (the native save dialog, the browser, the file
 * manager, the about panel) and watch what the OS is asked to show (the
 * notifications). Each stub keeps what it was asked in main's global, for the
 * test to read back.
 */

/** What the stubs saw, kept in main's global between two evaluate calls. */
export interface MainRecord {
  /** The path each save dialog proposed (its defaultPath). */
  readonly saveDialogs: string[];
  /** Every URL handed to the OS browser (shell.openExternal). */
  readonly browserOpened: string[];
  /** Every folder handed to the file manager (shell.openPath). */
  readonly foldersOpened: string[];
  /** How many times the about panel was asked for. */
  aboutPanels: number;
  /** Every OS notification shown, as the OS was given it. */
  readonly notifications: Array<{ title: string; body: string }>;
}

/** Makes main's record of what the stubs see: once per start of the app, before any stub. */
export async function startRecording(app: ElectronApplication): Promise<void> {
  const empty: MainRecord = {
    saveDialogs: [],
    browserOpened: [],
    foldersOpened: [],
    aboutPanels: 0,
    notifications: [],
  };
  await app.evaluate((_electron, empty) => {
    // main's global, where the stubs keep what they saw (MainRecord).
    (globalThis as unknown as { journey?: MainRecord }).journey = empty;
  }, empty);
}

/** What a stubbed save dialog answers: the operator chose this path, or cancelled. */
export type SaveDialogAnswer = { readonly filePath: string } | 'cancel';

/**
 * The native save dialog answers `answer` from now on, as an operator would
 * (each proposal is kept: `mainRecord(app).saveDialogs`).
 */
export async function answerSaveDialogs(app: ElectronApplication, answer: SaveDialogAnswer): Promise<void> {
  await app.evaluate(({ dialog }, answer) => {
    // main's global, where the stubs keep what they saw (MainRecord).
    const global = globalThis as unknown as { journey?: MainRecord };
    const record = global.journey!;
    const showSaveDialog = async (...args: unknown[]) => {
      // Called as (window, options) or (options): the options are the last argument.
      const options = args.at(-1) as { defaultPath?: string } | undefined;
      record.saveDialogs.push(options?.defaultPath ?? '');
      return answer === 'cancel' ? { canceled: true, filePath: '' } : { canceled: false, filePath: answer.filePath };
    };
    // Replaces the module's function for every later call in main (its type has overloads a stub need not copy).
    Object.assign(dialog, { showSaveDialog });
  }, answer);
}

/**
 * The OS browser, the file manager and the about panel are stood in for:
 * what the app hands them is kept instead of opening windows on the machine.
 */
export async function standInForTheDesktop(app: ElectronApplication): Promise<void> {
  await app.evaluate(({ app: electronApp, shell }) => {
    // main's global, where the stubs keep what they saw (MainRecord).
    const global = globalThis as unknown as { journey?: MainRecord };
    const record = global.journey!;
    Object.assign(shell, {
      openExternal: async (url: string) => void record.browserOpened.push(url),
      // shell.openPath answers an error text, empty when the folder opened.
      openPath: async (folder: string) => (record.foldersOpened.push(folder), ''),
    });
    Object.assign(electronApp, { showAboutPanel: () => void (record.aboutPanels += 1) });
  });
}

/**
 * Keeps each OS notification as the OS is given it (title and body), then
 * shows it as before: the OS's own centre is not something a test can read.
 */
export async function watchNotifications(app: ElectronApplication): Promise<boolean> {
  return app.evaluate(({ Notification }) => {
    // main's global, where the stubs keep what they saw (MainRecord).
    const global = globalThis as unknown as { journey?: MainRecord };
    const record = global.journey!;
    const show = Notification.prototype.show;
    Notification.prototype.show = function (this: Electron.Notification) {
      record.notifications.push({ title: this.title, body: this.body });
      return show.call(this);
    };
    return Notification.isSupported();
  });
}

/** What the stubs have seen so far. */
export async function mainRecord(app: ElectronApplication): Promise<MainRecord> {
  return app.evaluate(() => {
    // main's global, where the stubs keep what they saw (MainRecord).
    const global = globalThis as unknown as { journey?: MainRecord };
    return global.journey!;
  });
}
