import { SCREEN_FORMAT_VERSION } from "./screen-document.js";

type RawDocument = Record<string, unknown>;
type Migration = (doc: RawDocument) => RawDocument;

/**
 * Version 1 documents (no formatVersion) held a flat `fields` list whose items had `labelKey`
 * instead of `label` and no `kind`, and named summaries "approvedSummary". Version 2 groups items
 * into sections. Documents are migrated on read; stored ones are rewritten at their next save.
 */
function v1ToV2(doc: RawDocument): RawDocument {
  const { fields, ...rest } = doc;
  const items = Array.isArray(fields)
    ? fields.map((field: RawDocument) => {
        const { labelKey, ...others } = field;
        return { kind: "field", ...others, label: others.label ?? labelKey };
      })
    : [];
  const type = rest.type === "approvedSummary" ? "summary" : rest.type;
  const sections = Array.isArray(rest.sections) ? rest.sections : [{ id: "main", items }];
  return { ...rest, type, sections, formatVersion: 2 };
}

/** migrations[n] turns version n+1 into version n+2. */
const migrations: Migration[] = [v1ToV2];

export function migrateScreenDocument(raw: unknown): unknown {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return raw;
  let doc = raw as RawDocument;
  let version = typeof doc.formatVersion === "number" ? doc.formatVersion : 1;
  if (version > SCREEN_FORMAT_VERSION) return doc; // the parser reports the unknown version
  while (version < SCREEN_FORMAT_VERSION) {
    const step = migrations[version - 1];
    if (!step) break;
    doc = step(doc);
    version += 1;
  }
  return doc;
}
