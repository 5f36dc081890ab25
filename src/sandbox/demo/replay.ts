import { checkOperationRequest } from '@shared/api/request-checks';
import { operations, type OperationId } from '@shared/api/operations';
import { parseOperationRequest } from '@shared/api/parse';
import type { Answer, HandlerInput, HandlerTable, SandboxServices } from '../handlers/types';
import { rulesInHandler } from '../http/route-rules';

/**
 * Calls one of the sandbox's own handlers in process, at a given moment, with
 * params and body checked exactly as the HTTP pipeline checks them: what the
 * demo history books, saves and uploads is made the way an operator's
 * requests are, so every screen reads it as real.
 *
 * Anything but a 200 with no `success: false` is a bug of the history's
 * requests, and throws.
 */
export function replayAt(
  services: SandboxServices,
  table: HandlerTable,
  account: string,
  at: number,
): <K extends OperationId>(id: K, params: Record<string, string>, body?: unknown) => Promise<unknown> {
  return async (id, params, body) => {
    const operation = operations[id];
    const parsedParams = operation.params.safeParse(params);
    if (!parsedParams.success) throw new Error(`demo history: ${id} params: ${parsedParams.error.message}`);
    let parsedBody: unknown = undefined;
    if (operation.request !== undefined) {
      const parsed = parseOperationRequest(id, body);
      if (!parsed.ok) throw new Error(`demo history: ${id} body: ${JSON.stringify(parsed.issues)}`);
      if (!rulesInHandler.has(id)) {
        const check = checkOperationRequest(id, body);
        if (!check.ok)
          throw new Error(`demo history: ${id} rules: ${JSON.stringify([...check.structure, ...check.rules])}`);
      }
      parsedBody = parsed.value;
    }
    const input: HandlerInput<OperationId> = {
      account,
      // Checked just above with the operation's own schemas, as the pipeline does.
      params: parsedParams.data as HandlerInput<OperationId>['params'],
      body: parsedBody as HandlerInput<OperationId>['body'],
      headers: {},
      // The history happened in the past: both clocks read the moment of the call.
      now: at,
      operatorNow: at,
      services,
    };
    // The table maps each id to its own handler; TS cannot follow the id through the union (as in pipeline.ts).
    const handler = table[id] as (i: HandlerInput<OperationId>) => Answer | Promise<Answer>;
    const answer = await handler(input);
    const refused =
      typeof answer.body === 'object' &&
      answer.body !== null &&
      (answer.body as { success?: unknown }).success === false;
    if (answer.status !== 200 || refused) {
      throw new Error(`demo history: ${id} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer.body;
  };
}
