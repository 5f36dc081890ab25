/**
 * Reads back a JSON column. Not parsed with zod: main wrote every row from
 * values its schemas had already checked (the service's answers are checked
 * once, at the client), and the file is the app's own, private to the user;
 * a schema change reaches old rows through a migration, not at read time.
 * Checking 100 rows per list page again would cost time and prove nothing new.
 */
export function readJson<T>(text: string): T {
  return JSON.parse(text) as T;
}
