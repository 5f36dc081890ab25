import type { LogFolder } from '@shared/ipc/channels/app';
import { AppError, type Api } from '../../lib/api';
import { api } from '../../lib/backend';

/**
 * The Logs panel's state: where the desk writes what went wrong, for support.
 * Show logs opens the folder (the desktop app) or names it (the web harness).
 */
export class LogSettingsState {
  /** The folder as main last answered it; null until asked. */
  shown: LogFolder | null = $state.raw(null);
  error: AppError | null = $state.raw(null);
  busy = $state(false);

  constructor(private readonly showLogs: Api['app']['showLogs'] = () => api().app.showLogs()) {}

  async show(): Promise<void> {
    this.busy = true;
    this.error = null;
    try {
      this.shown = await this.showLogs();
    } catch (cause) {
      this.error = AppError.from(cause);
    } finally {
      this.busy = false;
    }
  }
}
