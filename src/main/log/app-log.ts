import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import electronLog from 'electron-log/node';
import type { LogFile, LogLevel, LogMessage } from 'electron-log';
import { KnownSecrets } from '@main/api/redact';
import type { CoreLog } from './core-log';
import { forLog } from './log-lines';

/** What one process writes: the app and the web harness `main.log`, the command line `cli.log`. */
export type LogFileName = 'main.log' | 'cli.log';

/** The variable that makes the log write more: `debug` adds the API client's request lines. */
export const LOG_LEVEL_ENV = 'FREIGHT_DESK_LOG_LEVEL';

export interface AppLogOptions {
  readonly folder: string;
  readonly fileName: LogFileName;
  /** Default `info`: errors, shown failures and what the app did (updates, the start). */
  readonly level?: LogLevel;
  /** Errors (and warnings, if `warn`) also to stderr: the harness and a development run. Default: none. */
  readonly consoleLevel?: LogLevel | false;
  /** A file this big starts a new one (default 1 MiB). */
  readonly maxBytes?: number;
  /** How many earlier files are kept beside the current one: main.1.log is the newest (default 3). */
  readonly keepFiles?: number;
}

/** The log of one process: what the core reports, plus lines of its own (the start, updates). */
export interface AppLog extends CoreLog {
  readonly folder: string;
  /** The file written now. */
  readonly file: string;
  readonly secrets: KnownSecrets;
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  /** An error with its stack, outside the core (the shell, the updater). */
  error(context: string, error: unknown): void;
  /**
   * Sends this process's console.error and console.warn to the log too (the
   * desktop app: small modules of the shell report there, and nobody reads
   * an installed app's stderr). The console still gets them at consoleLevel.
   */
  adoptConsole(): void;
  /**
   * Uncaught exceptions and unhandled rejections of this process to the log,
   * through electron-log's error handler; `then` decides what happens next
   * (the app shows a dialog and runs on, the harness stops as Node would).
   */
  catchProcessErrors(then: (kind: 'exception' | 'rejection', error: Error) => void): void;
}

/** The log level from FREIGHT_DESK_LOG_LEVEL, or undefined (the default) when unset or not a level. */
export function logLevelFromEnv(env: Readonly<Record<string, string | undefined>>): LogLevel | undefined {
  const value = env[LOG_LEVEL_ENV]?.trim().toLowerCase();
  const levels: readonly LogLevel[] = ['error', 'warn', 'info', 'verbose', 'debug', 'silly'];
  return levels.find((level) => level === value);
}

/** Each log its own electron-log instance (tests open several in one process). */
let instances = 0;

/**
 * Opens a rotating log file with electron-log's file transport: one line per
 * entry, a new file past `maxBytes`, `keepFiles` earlier ones kept. Every
 * entry passes the API client's redaction first (redactForLog): the secret
 * headers and fields, and every key, secret and token the client reported to
 * `secrets`, are gone before anything reaches a file or the console; and its
 * texts' control characters are written as escapes (log-lines.ts), so no
 * value starts a line of its own.
 */
export function openAppLog(options: AppLogOptions): AppLog {
  const file = path.join(options.folder, options.fileName);
  const secrets = new KnownSecrets();
  instances += 1;
  const logger = electronLog.create({ logId: `freight-desk-${options.fileName}-${instances}` });

  const fileTransport = logger.transports.file;
  fileTransport.resolvePathFn = () => file;
  fileTransport.level = options.level ?? 'info';
  fileTransport.maxSize = options.maxBytes ?? 1024 * 1024;
  // An object written on one line, however long: a line of the file is an entry or a frame of its stack.
  fileTransport.inspectOptions = { ...fileTransport.inspectOptions, breakLength: Number.POSITIVE_INFINITY };
  const libraryArchive = fileTransport.archiveLogFn;
  fileTransport.archiveLogFn = (current) => shiftOlderFiles(current, options.keepFiles ?? 3, libraryArchive);
  logger.transports.console.level = options.consoleLevel ?? false;

  logger.hooks.push((message: LogMessage): LogMessage => ({
    ...message,
    data: message.data.map((item) => forLog(item, secrets.list())),
  }));

  return {
    folder: options.folder,
    file,
    secrets,
    error: (context, error) => logger.error(`${context}:`, error),
    failed: (context, failure) => logger.warn(`${context} failed (${failure.code}): ${failure.message}`),
    info: (message, ...details) => logger.info(message, ...details),
    warn: (message, ...details) => logger.warn(message, ...details),
    adoptConsole: () => {
      // electron-log's console transport keeps the original console functions, so this does not loop.
      console.error = logger.error;
      console.warn = logger.warn;
    },
    catchProcessErrors: (then) => {
      logger.errorHandler.startCatching({
        showDialog: false,
        onError: ({ error, errorName }) => {
          const kind = errorName.includes('rejection') ? 'rejection' : 'exception';
          logger.error(kind === 'rejection' ? 'unhandled rejection:' : 'uncaught exception:', error);
          then(kind, error);
          // Logged above, with the redaction: the handler's own line would be a second copy.
          return false;
        },
      });
    },
    api: {
      debug: (message, fields) => logger.debug(`api ${message}`, ...(fields ? [fields] : [])),
      warn: (message, fields) => logger.warn(`api ${message}`, ...(fields ? [fields] : [])),
    },
  };
}

/**
 * electron-log calls this when the file is full: main.2.log becomes
 * main.3.log, main.1.log main.2.log, the full file main.1.log (the oldest
 * beyond `keep` is overwritten). If a rename fails (a file held open on
 * Windows), the library's own way takes over: it renames to main.old.log or
 * crops the file.
 */
function shiftOlderFiles(current: LogFile, keep: number, fallback: (file: LogFile) => void): void {
  const { dir, name, ext } = path.parse(current.path);
  const numbered = (n: number) => path.join(dir, `${name}.${n}${ext}`);
  try {
    for (let n = keep - 1; n >= 1; n -= 1) {
      if (existsSync(numbered(n))) renameSync(numbered(n), numbered(n + 1));
    }
    renameSync(current.path, numbered(1));
  } catch {
    fallback(current);
  }
}
