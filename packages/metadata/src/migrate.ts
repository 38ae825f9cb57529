type RawDocument = Record<string, unknown>;
/** Turns a document of version n into version n+1. */
export type Migration = (doc: RawDocument) => RawDocument;

/**
 * Brings a stored document up to `current` on read, one step at a time (`migrations[n]` turns
 * version n+1 into n+2; no formatVersion means version 1). A document of a newer version than
 * `current`, or anything that is not an object, is returned as it is: the parser reports it.
 */
export function migrateDocument(raw: unknown, current: number, migrations: readonly Migration[]): unknown {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return raw;
  let doc = raw as RawDocument;
  let version = typeof doc.formatVersion === "number" ? doc.formatVersion : 1;
  if (version > current) return doc;
  if (doc.formatVersion === undefined) doc = { ...doc, formatVersion: 1 };
  while (version < current) {
    const step = migrations[version - 1];
    if (!step) break;
    doc = step(doc);
    version += 1;
  }
  return doc;
}
