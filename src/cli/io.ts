/** What a command may touch of the outside world; tests pass their own. */
export interface CliIo {
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown };
  readonly stdin: NodeJS.ReadableStream;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
}

export function processIo(): CliIo {
  return { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env, cwd: process.cwd() };
}

/** Exit codes: what scripts around the CLI branch on. */
export const EXIT = {
  ok: 0,
  /** The API call or the payload failed. */
  failed: 1,
  /** The command line itself was wrong. */
  usage: 2,
} as const;
