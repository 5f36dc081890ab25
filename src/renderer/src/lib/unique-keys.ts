/**
 * Keys for a keyed {#each}: each item's own key (an id the service sent),
 * with repeats made unique ("Q1", "Q1#2"). A service can send the same id
 * twice; Svelte refuses a keyed list with a repeated key and stops drawing
 * it, which would leave a panel blank or a spinner turning for ever.
 */
export function uniqueKeys<T>(items: readonly T[], keyOf: (item: T, index: number) => string): string[] {
  const seen = new Map<string, number>();
  return items.map((item, index) => {
    const key = keyOf(item, index);
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count === 1 ? key : `${key}#${count}`;
  });
}
