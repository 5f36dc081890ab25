/**
 * A settings file Freight Desk could not read when it started, and where it was
 * kept: the renderer tells the operator, who may want their profiles back.
 */
export interface SetAsideSettingsFile {
  /** The settings file that could not be read. */
  readonly file: string;
  /** Where it was kept, unchanged. */
  readonly setAsidePath: string;
  /** Why it could not be read, in words. */
  readonly reason: string;
  /** ISO time it was set aside. */
  readonly at: string;
}
