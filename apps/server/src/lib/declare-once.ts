/**
 * Adds one declaration to a registry the engine reads (ARCHITECTURE §2 rule 3: extension points
 * are declarations). The same object again changes nothing (a composition imported twice);
 * another one under the same key is a fault the server refuses to start with.
 */
export function declareOnce<T>(registry: Map<string, T>, key: string, value: T, what: string): void {
  const known = registry.get(key);
  if (known !== undefined && known !== value) throw new Error(`${what} "${key}" declared twice`);
  registry.set(key, value);
}
