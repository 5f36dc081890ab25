import path from 'node:path';
import { momentWithZone } from '@shared/domain/datetime';
import { isLoopbackHost } from '@shared/domain/profile';
import { FolderInUseError, startSandbox, type RunningSandbox } from '@sandbox';
import type { Command } from '../command';
import { parseCommandArgs } from '../command';
import { ENV } from '../connection';
import { EXIT } from '../io';
import { CommandFailure, UsageError } from '../usage-error';

const options = {
  port: { type: 'string' },
  host: { type: 'string' },
  data: { type: 'string' },
  'api-key': { type: 'string' },
  'api-secret': { type: 'string' },
  'start-at': { type: 'string' },
} as const;

function portArg(value: string | undefined): number {
  if (value === undefined) return 0;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65_535)
    throw new UsageError(`--port must be a number from 0 to 65535 (got ${value})`, '0 picks a free port.');
  return port;
}

/** Where the sandbox's clocks start, epoch ms; undefined: now. */
function startAtArg(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const ms = momentWithZone(value);
  if (ms === null)
    throw new UsageError(
      `--start-at must be a date-time with its zone, such as 2026-11-23T10:00:00Z (got ${value})`,
      'Without a zone it would be another moment on each computer.',
    );
  return ms;
}

/** Resolves on the first SIGINT or SIGTERM. */
function untilStopped(): Promise<string> {
  return new Promise((resolve) => {
    const stop = (signal: string) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve(signal);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

export const sandboxCommand: Command = {
  name: 'sandbox',
  summary: 'Run the sandbox freight service on this computer until Ctrl+C',
  help: `Usage: freight-desk sandbox [--port N] [--host 127.0.0.1] [--data DIR] [--api-key KEY --api-secret SECRET]
                        [--start-at ISO]

Runs the sandbox of the freight API (the one the app embeds) on loopback and
prints its address and credentials. It runs until Ctrl+C (SIGINT) or SIGTERM.

  --port N            port to listen on (default 0: a free one)
  --host HOST         address to listen on (default 127.0.0.1)
  --data DIR          keep the sandbox's state (quotes, shipments, documents) in DIR across
                      restarts (default: in memory only); DIR is held while it runs: a
                      second sandbox or desk on it is refused
  --api-key KEY       the account's API key (default: the public demo credentials)
  --api-secret SECRET the account's API secret (give both or neither)
  --start-at ISO      start the sandbox's clocks at this date-time with its zone (a month
                      end, a weekend); default now. A state kept in --data that is further
                      on keeps its time: the sandbox's clocks never run backwards

It prints lines you can paste into a shell, e.g.
  ${ENV.baseUrl}=http://127.0.0.1:4010
so that freight-desk call needs no further flags.`,
  async run(args, io) {
    const { values, positionals } = parseCommandArgs('sandbox', args, options);
    if (values.help) {
      io.stdout.write(`${this.help}\n`);
      return EXIT.ok;
    }
    if (positionals.length > 0)
      throw new UsageError(`sandbox takes no arguments (got ${positionals[0]})`, 'See: freight-desk sandbox --help');
    const port = portArg(values.port);
    const startAt = startAtArg(values['start-at']);
    const host = values.host ?? '127.0.0.1';
    if ((values['api-key'] === undefined) !== (values['api-secret'] === undefined)) {
      throw new UsageError(
        'give both --api-key and --api-secret, or neither',
        'Without them the sandbox uses its public demo credentials.',
      );
    }
    if (!isLoopbackHost(host)) {
      io.stderr.write(
        `Warning: listening on ${host}: other computers may reach this sandbox. It is a test service with public demo data.\n`,
      );
    }

    const stopped = untilStopped();
    let sandbox: RunningSandbox;
    try {
      sandbox = await startSandbox({
        host,
        port,
        holder: 'sandbox',
        ...(startAt === undefined ? {} : { clockStartAt: startAt }),
        ...(values.data === undefined ? {} : { dataDir: path.resolve(io.cwd, values.data) }),
        ...(values['api-key'] === undefined ? {} : { apiKey: values['api-key'] }),
        ...(values['api-secret'] === undefined ? {} : { apiSecret: values['api-secret'] }),
      });
    } catch (error) {
      // Another sandbox, the web harness or the desktop app keeps its state there: one line naming it.
      if (error instanceof FolderInUseError) throw new CommandFailure(error.message);
      throw error;
    }
    // The demo credentials are public test values: printing them is the point.
    io.stdout.write(
      [
        `Freight Desk sandbox running at ${sandbox.baseUrl}`,
        `${ENV.baseUrl}=${sandbox.baseUrl}`,
        `${ENV.apiKey}=${sandbox.credentials.apiKey}`,
        `${ENV.apiSecret}=${sandbox.credentials.apiSecret}`,
        'Press Ctrl+C to stop.',
        '',
      ].join('\n'),
    );
    const signal = await stopped;
    await sandbox.close();
    io.stderr.write(`Sandbox stopped (${signal}).\n`);
    return EXIT.ok;
  },
};
