import type { Migration } from "../migrate.js";

type RawDocument = Record<string, unknown>;

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
export const SCREEN_MIGRATIONS: readonly Migration[] = [v1ToV2];
