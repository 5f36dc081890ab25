import type { Command } from './command';
import { callCommand } from './commands/call';
import { operationsCommand } from './commands/operations';
import { sandboxCommand } from './commands/sandbox';
import { validateCommand } from './commands/validate';
import type { CliIo } from './io';
import { EXIT, processIo } from './io';
import { textTable } from './text-table';
import { CommandFailure, UsageError } from './usage-error';

/** Every sub-command, in the order --help lists them. */
export const commands: readonly Command[] = [callCommand, validateCommand, operationsCommand, sandboxCommand];

function generalHelp(): string {
  return `Usage: freight-desk <command> [options]

The command-line client of Freight Desk, on the same core as the app.

Commands:
${textTable(commands.map((c) => [`  ${c.name}`, c.summary]))}

Run freight-desk <command> --help for the options of one command.
Exit status: 0 success, 1 the service or the payload failed, 2 wrong usage.`;
}

/**
 * Runs one command line and resolves with its exit code. Never throws: a usage
 * mistake prints the message and a hint (exit 2), a failed call or payload a
 * one-line reason (exit 1), without a stack trace.
 */
export async function runCli(argv: readonly string[], io: CliIo = processIo()): Promise<number> {
  const [name, ...rest] = argv;
  try {
    if (name === undefined) throw new UsageError('no command given', 'Run freight-desk --help to list the commands.');
    if (name === '--help' || name === '-h' || name === 'help') {
      io.stdout.write(`${generalHelp()}\n`);
      return EXIT.ok;
    }
    const command = commands.find((c) => c.name === name);
    if (!command) {
      throw new UsageError(
        `unknown command: ${name}`,
        `Commands: ${commands.map((c) => c.name).join(', ')}. Run freight-desk --help.`,
      );
    }
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`freight-desk: ${error.message}\n${error.hint ? `${error.hint}\n` : ''}`);
      return EXIT.usage;
    }
    if (error instanceof CommandFailure) {
      io.stderr.write(`freight-desk: ${error.message}\n${error.lines.map((l) => `${l}\n`).join('')}`);
      return EXIT.failed;
    }
    // Not expected: still one line for the user; the stack only when asked for.
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`freight-desk: ${message}\n`);
    if (io.env.FREIGHT_DESK_DEBUG && error instanceof Error && error.stack) io.stderr.write(`${error.stack}\n`);
    return EXIT.failed;
  }
}

/** The bin's entry: runs the process's command line and sets its exit code. */
export function main(): void {
  void runCli(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
