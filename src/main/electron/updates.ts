import { readFileSync } from 'node:fs';
import path from 'node:path';
import { app, dialog, type BrowserWindow } from 'electron';
import type { AppUpdater } from 'electron-updater';
import type { DeskActivity } from '@main/desk-activity';
import type { AppLog } from '@main/log/app-log';
import { UpdateFlow, restartPromptWords } from '@main/updates/update-flow';
import { resolveUpdateFeed, type UpdateFeed } from '@main/updates/update-feed';

/**
 * Starts the update flow (src/main/updates/update-flow.ts) with
 * electron-updater, in a packaged app only: an unpackaged one has no
 * installer to replace. The feed is FREIGHT_DESK_UPDATE_URL or the one the
 * build wrote into app-update.yml (update-feed.ts); without one, the log says
 * why and nothing is checked. Returns what stops it, or null.
 *
 * electron-updater (with semver, js-yaml, fs-extra ... about 150 files'
 * worth) is loaded here, once the window is open, not with main: its first
 * check is a minute away, and at the top it was part of every start.
 */
export function startUpdates(input: {
  readonly log: AppLog;
  readonly activity: DeskActivity;
  readonly getWindow: () => BrowserWindow | null;
}): (() => void) | null {
  const { log } = input;
  if (!app.isPackaged) {
    log.info('updates: off (not a packaged app)');
    return null;
  }
  const feed = resolveUpdateFeed({ env: process.env, appUpdateYml: readAppUpdateYml() });
  if (feed.kind === 'off') {
    log.info(`updates: off: ${feed.reason}`);
    return null;
  }
  log.info(`updates: feed ${feed.url} (${feed.source === 'environment' ? 'FREIGHT_DESK_UPDATE_URL' : 'this build'})`);
  let stopped = false;
  let stopFlow: (() => void) | null = null;
  import('electron-updater')
    .then(({ autoUpdater }) => {
      if (stopped) return;
      const flow = updateFlow(autoUpdater, feed, input);
      flow.start();
      stopFlow = () => flow.stop();
    })
    .catch((error: unknown) => log.warn(`updates: off: the updater could not load: ${(error as Error).message}`));
  return () => {
    stopped = true;
    stopFlow?.();
  };
}

/** The flow on electron-updater's updater, its own lines (what it fetched, checksums) going to the log too. */
function updateFlow(
  autoUpdater: AppUpdater,
  feed: Extract<UpdateFeed, { kind: 'feed' }>,
  input: Parameters<typeof startUpdates>[0],
): UpdateFlow {
  const { log } = input;
  autoUpdater.logger = {
    info: (m) => log.info(`updater: ${String(m)}`),
    warn: (m) => log.warn(`updater: ${String(m)}`),
    error: (m) => log.warn(`updater: ${String(m)}`),
  };
  autoUpdater.autoDownload = false;
  autoUpdater.autoInstallOnAppQuit = true;
  if (feed.source === 'environment') autoUpdater.setFeedURL({ provider: 'generic', url: feed.url });

  return new UpdateFlow({
    updater: autoUpdater,
    activity: input.activity,
    log,
    prompt: {
      askToRestart: async (version) => {
        const words = restartPromptWords(version);
        const options = {
          type: 'info' as const,
          buttons: [words.restartNow, words.later],
          defaultId: 0,
          cancelId: 1,
          title: words.title,
          message: words.message,
          detail: words.detail,
        };
        const window = input.getWindow();
        const answer = window ? await dialog.showMessageBox(window, options) : await dialog.showMessageBox(options);
        return answer.response === 0;
      },
    },
  });
}

/** <resources>/app-update.yml, which electron-builder writes from the publish block; null when absent. */
function readAppUpdateYml(): string | null {
  try {
    return readFileSync(path.join(process.resourcesPath, 'app-update.yml'), 'utf8');
  } catch {
    return null;
  }
}
