/**
 * Globals that every process Freight Desk runs in (Node, Electron's renderer,
 * Chromium) provides, declared here because src/shared is checked with no
 * DOM and no Node types. Only what shared code actually uses is listed.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly hostname: string;
  readonly username: string;
  readonly password: string;
  readonly search: string;
  readonly hash: string;
  readonly origin: string;
  toString(): string;
}
