import { parseArgs } from 'node:util';
import type { ParseArgsConfig } from 'node:util';
import type { CliIo } from './io';
import { UsageError } from './usage-error';

/** One sub-command of freight-desk. main.ts holds the table of them. */
export interface Command {
  readonly name: string;
  /** One line for the command list. */
  readonly summary: string;
  /** The whole --help text. */
  readonly help: string;
  /** Resolves with the exit code; throws UsageError (2) or CommandFailure (1). */
  run(args: readonly string[], io: CliIo): Promise<number>;
}

type Options = NonNullable<ParseArgsConfig['options']>;

/** node:util parseArgs, strict, with every mistake turned into a UsageError pointing at the command's help. */
export function parseCommandArgs<O extends Options>(command: string, args: readonly string[], options: O) {
  try {
    return parseArgs({
      args: [...args],
      options: { ...options, help: { type: 'boolean', short: 'h' } } as O & { help: { type: 'boolean'; short: 'h' } },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    const message = (error as Error).message.replace(/\. To specify a positional argument.*$/s, '');
    throw new UsageError(message, `See: freight-desk ${command} --help`);
  }
}
