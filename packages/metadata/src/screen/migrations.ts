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
  return { ...rest, type, sections, formatVersion: 3 };
}

const isObject = (value: unknown): value is RawDocument =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A version 2 grid column ({ column, label, type?, required?, codeTable?, lookup? }) as a field item. */
const columnItem = (column: unknown): unknown =>
  isObject(column) && column.kind === undefined
    ? { kind: "field", id: column.column, type: "text", ...column }
    : column;

const gridWithItems = (item: unknown): unknown =>
  isObject(item) && item.kind === "childGrid" && Array.isArray(item.columns)
    ? { ...item, columns: item.columns.map(columnItem) }
    : item;

/**
 * Version 3 declares a child grid's columns as field items, the shape form items have (kind,
 * id, type and the type's own options), so one property panel and one renderer serve both. An
 * old column becomes the field item showing its column, with its name as id.
 */
function v2ToV3(doc: RawDocument): RawDocument {
  const sections = Array.isArray(doc.sections)
    ? doc.sections.map((section: unknown) =>
        isObject(section) && Array.isArray(section.items)
          ? { ...section, items: section.items.map(gridWithItems) }
          : section,
      )
    : doc.sections;
  return { ...doc, ...(sections === undefined ? {} : { sections }), formatVersion: 3 };
}

/** migrations[n] turns version n+1 into version n+2. */
export const SCREEN_MIGRATIONS: readonly Migration[] = [v1ToV2, v2ToV3];
