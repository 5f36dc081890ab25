import type { DeskActivity } from '@main/desk-activity';
import { systemClock, type MonitorClock } from '@main/session/connection-monitor';
import { m } from '@shared/i18n/messages';

/** What a check found (electron-updater's UpdateCheckResult, the part read here). */
export interface UpdateCheck {
  readonly isUpdateAvailable: boolean;
  readonly updateInfo: { readonly version: string };
}

/**
 * The part of electron-updater's AppUpdater the flow drives. Structural, so
 * this file never loads Electron: the shell passes `autoUpdater`, the test a
 * real electron-updater updater running in Node against a feed it serves.
 * The updater is set up with autoDownload off (the flow downloads) and
 * autoInstallOnAppQuit on (a downloaded update installs when the app quits).
 */
export interface UpdaterPort {
  /** null when the updater is not active (an unpackaged app). */
  checkForUpdates(): Promise<UpdateCheck | null>;
  downloadUpdate(): Promise<unknown>;
  /** Quits, installs the downloaded update and starts the new version. */
  quitAndInstall(): void;
}

/** What the restart prompt says, in the desk's language when it is asked: the shell's native dialog shows it. */
export interface RestartPromptWords {
  readonly title: string;
  readonly message: string;
  readonly detail: string;
  /** The buttons: restart (the default) first, then later. */
  readonly restartNow: string;
  readonly later: string;
}

export function restartPromptWords(version: string): RestartPromptWords {
  return {
    title: m.main_update_title(),
    message: m.main_update_message({ version }),
    detail: m.main_update_detail(),
    restartNow: m.main_update_restart_now(),
    later: m.main_update_later(),
  };
}

/** Asks the operator whether to restart into the downloaded version now (a native dialog in the app). */
export interface RestartPrompt {
  askToRestart(version: string): Promise<boolean>;
}

export interface UpdateLog {
  info(message: string): void;
  error(context: string, error: unknown): void;
}

export interface UpdateFlowOptions {
  readonly updater: UpdaterPort;
  readonly prompt: RestartPrompt;
  /** Whether a booking is under way: no restart prompt, and no restart, while it is. */
  readonly activity: DeskActivity;
  readonly log: UpdateLog;
  readonly timers?: Pick<MonitorClock, 'setTimeout' | 'clearTimeout'>;
  /** The first check, this long after the start (the start is busy enough). Default 1 min. */
  readonly firstCheckAfterMs?: number;
  /** Checks after that, while no update is found. Default 4 h. */
  readonly checkEveryMs?: number;
  /** How often a prompt or a restart that waits for a booking looks again. Default 1 min. */
  readonly busyRetryMs?: number;
}

export type UpdatePhase =
  | { readonly phase: 'idle' }
  | { readonly phase: 'checking' }
  | { readonly phase: 'downloading'; readonly version: string }
  /** Downloaded: it installs when the app quits; `declined` once the operator chose Later. */
  | { readonly phase: 'ready'; readonly version: string; readonly declined: boolean };

const MINUTE = 60_000;

/**
 * The app's updates: check the feed now and then, download what is newer,
 * then offer to restart into it, never mid-booking. While a booking is being
 * sent or a booking form holds input, the prompt waits and looks again
 * later; an operator who chooses Later gets the new version at the next quit
 * (electron-updater installs a downloaded update then). Failures go to the
 * log and the next check tries again.
 */
export class UpdateFlow {
  private state: UpdatePhase = { phase: 'idle' };
  private timer: unknown = null;
  private stopped = false;
  /** The last "waits for" reason logged, so a long wait is one line, not one a minute. */
  private waitLogged: string | null = null;
  private readonly timers: Pick<MonitorClock, 'setTimeout' | 'clearTimeout'>;

  constructor(private readonly options: UpdateFlowOptions) {
    this.timers = options.timers ?? systemClock;
  }

  get phase(): UpdatePhase {
    return this.state;
  }

  start(): void {
    this.schedule(() => void this.checkNow(), this.options.firstCheckAfterMs ?? MINUTE);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  /** One check (and download, and offer): what the timer runs; one at a time, none once an update is ready. */
  async checkNow(): Promise<void> {
    if (this.stopped || this.state.phase !== 'idle') return;
    this.state = { phase: 'checking' };
    let version: string;
    try {
      const found = await this.options.updater.checkForUpdates();
      if (found === null || !found.isUpdateAvailable) {
        this.options.log.info(
          found === null
            ? 'updates: the updater is not active'
            : `updates: none newer (the feed has ${found.updateInfo.version})`,
        );
        this.idleUntilNextCheck();
        return;
      }
      version = found.updateInfo.version;
      this.state = { phase: 'downloading', version };
      this.options.log.info(`updates: downloading ${version}`);
      await this.options.updater.downloadUpdate();
    } catch (error) {
      this.options.log.error('updates', error);
      this.idleUntilNextCheck();
      return;
    }
    this.state = { phase: 'ready', version, declined: false };
    this.options.log.info(`updates: ${version} downloaded; it installs when Freight Desk quits`);
    await this.offerRestart();
  }

  /** Asks to restart into the downloaded version, once nothing is under way; waits while something is. */
  private async offerRestart(): Promise<void> {
    const state = this.state;
    if (this.stopped || state.phase !== 'ready' || state.declined) return;
    if (this.waitsForActivity('the restart prompt', () => void this.offerRestart())) return;
    const restart = await this.options.prompt.askToRestart(state.version);
    if (!restart) {
      this.state = { ...state, declined: true };
      this.options.log.info(`updates: restart declined; ${state.version} installs when Freight Desk quits`);
      return;
    }
    this.restartWhenIdle();
  }

  /** Chosen by the operator; still not in the middle of a booking that started while the prompt was up. */
  private restartWhenIdle(): void {
    if (this.stopped) return;
    if (this.waitsForActivity('the restart', () => this.restartWhenIdle())) return;
    this.options.log.info('updates: restarting into the new version');
    this.options.updater.quitAndInstall();
  }

  /** True (and `again` scheduled) while a booking is under way. */
  private waitsForActivity(what: string, again: () => void): boolean {
    const busy = this.options.activity.busyWith();
    if (busy === null) {
      this.waitLogged = null;
      return false;
    }
    if (this.waitLogged !== busy) this.options.log.info(`updates: ${what} waits: ${busy}`);
    this.waitLogged = busy;
    this.schedule(again, this.options.busyRetryMs ?? MINUTE);
    return true;
  }

  private idleUntilNextCheck(): void {
    this.state = { phase: 'idle' };
    this.schedule(() => void this.checkNow(), this.options.checkEveryMs ?? 240 * MINUTE);
  }

  private schedule(run: () => void, ms: number): void {
    if (this.stopped) return;
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      run();
    }, ms);
  }
}
