import { operations } from '@shared/api/operations';
import { formatProblem, problemsFromError } from '@main/api';
import type { Command } from '../command';
import { parseCommandArgs } from '../command';
import { EXIT } from '../io';
import { operationArg } from '../operation-arg';
import { printJson } from '../print-json';
import { readJsonInput } from '../read-json';
import { CommandFailure, UsageError } from '../usage-error';

const options = {
  request: { type: 'boolean' },
  out: { type: 'string', short: 'o' },
} as const;

export const validateCommand: Command = {
  name: 'validate',
  summary: "Check a JSON payload against an operation's response (or request) schema",
  help: `Usage: freight-desk validate <operation> <FILE|-> [--request] [--out FILE]

Parses the JSON in FILE (or standard input for -) with the operation's response
schema, the one the app reads answers with, and prints the normalised value.
With --request it uses the operation's request schema instead.

On failure it lists each problem with its JSON path on standard error and exits 1.

  --request       check a request body instead of a response
  --out, -o FILE  write the normalised JSON to FILE

Example:
  freight-desk validate rates.sea-fcl saved-answer.json`,
  async run(args, io) {
    const { values, positionals } = parseCommandArgs('validate', args, options);
    if (values.help) {
      io.stdout.write(`${this.help}\n`);
      return EXIT.ok;
    }
    const id = operationArg('validate', positionals[0]);
    const file = positionals[1];
    if (file === undefined)
      throw new UsageError('validate needs a file to check', 'Usage: freight-desk validate <operation> <FILE|->');
    if (positionals.length > 2)
      throw new UsageError(`unexpected argument: ${positionals[2]}`, 'Check one file at a time.');
    const op = operations[id];
    const schema = values.request ? op.request : op.response;
    if (!schema)
      throw new UsageError(`${id} has no request body to check`, 'Leave out --request to check its response.');

    const payload = await readJsonInput(file, io, values.request ? 'request' : 'response');
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      const problems = problemsFromError(parsed.error);
      throw new CommandFailure(
        `${file} is not a valid ${values.request ? 'request' : 'response'} of ${id} (${problems.length} problem${problems.length === 1 ? '' : 's'}):`,
        problems.map((p) => `  ${formatProblem(p)}`),
      );
    }
    await printJson(parsed.data, io, values.out);
    return EXIT.ok;
  },
};
