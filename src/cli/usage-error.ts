/** The command line is wrong: exit 2, with what to do instead. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  constructor(
    message: string,
    /** One line telling the user what to type instead (usually "see freight-desk X --help"). */
    readonly hint?: string,
  ) {
    super(message);
  }
}

/** The command ran but what it worked on failed (API error, bad payload): exit 1. */
export class CommandFailure extends Error {
  override readonly name = 'CommandFailure';
  constructor(
    message: string,
    /** Further lines (one problem each), printed after the message. */
    readonly lines: readonly string[] = [],
  ) {
    super(message);
  }
}
