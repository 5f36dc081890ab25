import { operationIds, operations } from '@shared/api/operations';
import type { Command } from '../command';
import { parseCommandArgs } from '../command';
import { EXIT } from '../io';
import { textTable } from '../text-table';
import { UsageError } from '../usage-error';

export const operationsCommand: Command = {
  name: 'operations',
  summary: 'List the operations of the freight API (id, method, path)',
  help: `Usage: freight-desk operations

Lists every operation of the freight API that call and validate accept: its
id, HTTP method, path (the spec's table form) and what it does.`,
  async run(args, io) {
    const { values, positionals } = parseCommandArgs('operations', args, {});
    if (values.help) {
      io.stdout.write(`${this.help}\n`);
      return EXIT.ok;
    }
    if (positionals.length > 0)
      throw new UsageError(
        `operations takes no arguments (got ${positionals[0]})`,
        'See: freight-desk operations --help',
      );
    const rows = operationIds.map((id) => {
      const op = operations[id];
      return [id, op.method, op.path, op.summary];
    });
    io.stdout.write(`${textTable([['OPERATION', 'METHOD', 'PATH', 'WHAT IT DOES'], ...rows])}\n`);
    return EXIT.ok;
  },
};
