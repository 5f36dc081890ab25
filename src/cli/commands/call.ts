import { operations } from '@shared/api/operations';
import type { OperationBody, OperationId, OperationParams } from '@shared/api/operations';
import { ApiError, FreightClient } from '@main/api';
import { formatProblem, problemsFromError } from '@main/api';
import type { Command } from '../command';
import { parseCommandArgs } from '../command';
import { ENV, resolveConnection } from '../connection';
import { EXIT } from '../io';
import { operationArg, paramsArg } from '../operation-arg';
import { printJson } from '../print-json';
import { readProfileConnection } from '../profile-connection';
import { readJsonInput } from '../read-json';
import { CommandFailure, UsageError } from '../usage-error';
import { openCliLog } from '../cli-log';

const options = {
  body: { type: 'string' },
  param: { type: 'string', short: 'p', multiple: true },
  out: { type: 'string', short: 'o' },
  'base-url': { type: 'string' },
  'api-key': { type: 'string' },
  'api-secret': { type: 'string' },
  profile: { type: 'string' },
} as const;

export const callCommand: Command = {
  name: 'call',
  summary: 'Call one operation of a freight service and print the normalised answer',
  help: `Usage: freight-desk call <operation> [--body FILE|-] [--param name=value ...] [--out FILE]
                         [--base-url URL --api-key KEY --api-secret SECRET | --profile NAME]

Calls one operation (see freight-desk operations) and prints its answer,
normalised as Freight Desk sees it, as JSON on standard output.

  --body FILE|-         the request body (JSON) for POST operations; - reads standard input
  --param, -p name=value  a path or query parameter by the spec's name, e.g.
                        -p cityName=barcelona, -p type=sea/fcl -p rateId=..., -p ShipmentCode=FR0001
  --out, -o FILE        write the JSON to FILE instead of standard output
  --base-url URL        the service (https, or http on 127.0.0.1)   env ${ENV.baseUrl}
  --api-key KEY                                                 env ${ENV.apiKey}
  --api-secret SECRET                                           env ${ENV.apiSecret}
  --profile NAME        a profile of the app (its address, and its key and secret
                        from the OS keychain); the app's data folder, or env ${ENV.dataDir}

Exit status: 0 success, 1 the service refused or failed (reason on standard error),
2 wrong usage.

Example:
  freight-desk call lookup.ports -p cityName=barcelona --base-url http://127.0.0.1:4010 \\
    --api-key demo-desk-key --api-secret demo-desk-secret`,
  async run(args, io) {
    const { values, positionals } = parseCommandArgs('call', args, options);
    if (values.help) {
      io.stdout.write(`${this.help}\n`);
      return EXIT.ok;
    }
    const id = operationArg('call', positionals[0]);
    if (positionals.length > 1)
      throw new UsageError(`unexpected argument: ${positionals[1]}`, 'Parameters go in --param name=value.');
    const op = operations[id];
    const params = paramsArg(id, values.param ?? []);
    // A missing or malformed parameter is a wrong command line, not a failed call.
    const checked = op.params.safeParse(params);
    if (!checked.success) {
      const problems = problemsFromError(checked.error);
      throw new UsageError(`${id}: ${problems.map(formatProblem).join('; ')}`, 'See: freight-desk call --help');
    }
    let body: unknown;
    if (op.request) {
      if (values.body === undefined)
        throw new UsageError(
          `${id} needs a request body`,
          'Give it with --body FILE (or --body - to read standard input).',
        );
      // The file is the CLI's trust boundary: checked here, once, before anything is sent (the client sends what it is given).
      const parsed = op.request.safeParse(await readJsonInput(values.body, io, 'body'));
      if (!parsed.success) {
        const problems = problemsFromError(parsed.error);
        throw new CommandFailure(
          `${id} was not sent: the request body has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}.`,
          problems.map((p) => `  ${formatProblem(p)}`),
        );
      }
      body = parsed.data;
    } else if (values.body !== undefined) {
      throw new UsageError(`${id} takes no request body`, 'Leave out --body.');
    }

    const connection = await resolveConnection(values, io, readProfileConnection);
    const log = openCliLog(io);
    const client = new FreightClient({
      baseUrl: connection.baseUrl,
      getCredentials: async () => connection.credentials,
      logger: log.api,
      secrets: log.secrets,
    });
    try {
      const result = await client.call(id as OperationId, {
        params: params as OperationParams<OperationId>,
        body: body as OperationBody<OperationId>,
      });
      await printJson(result, io, values.out);
      return EXIT.ok;
    } catch (error) {
      if (error instanceof ApiError) log.failed(`call ${id}`, { code: error.kind, message: error.message });
      else log.error(`call ${id}`, error);
      if (error instanceof ApiError) {
        const problems = error.details?.problems ?? [];
        // Our own body check: show every problem, like validate does.
        const lines =
          error.kind === 'invalid-request' || error.kind === 'bad-response'
            ? problems.map((p) => `  ${formatProblem(p)}`)
            : [];
        throw new CommandFailure(error.message, lines.length > 1 ? lines : []);
      }
      throw error;
    } finally {
      await client.close();
    }
  },
};
