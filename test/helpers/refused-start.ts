import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface EndedRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs `node ...args` (in `cwd`) expecting it to refuse to start: resolves
 * once it ends. Should it start instead, printing a line that matches
 * `started`, it is killed and the promise rejects with that line, so a start
 * that should have been refused fails the test at once instead of running on.
 */
export function runExpectingRefusal(args: readonly string[], cwd: string, started: RegExp): Promise<EndedRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    createInterface({ input: child.stdout }).on('line', (line) => {
      stdout += `${line}\n`;
      if (!started.test(line)) return;
      child.kill('SIGKILL');
      reject(new Error(`node ${args.join(' ')} started where it should have been refused: ${line}`));
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
