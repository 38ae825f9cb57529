import type { TFieldItem, TSection } from "@fsm/metadata";
import type { SaveModel, TRow } from "../../data-source";
import { childRowsOf } from "../../items/childGrid";
import { childTablesOf } from "../../items/childGrid/grid-model";
import { fieldTypeUi } from "../../registry";
import type { TFormValues } from "../../visibility";

/** Form values keyed by item id, from a stored row (metadata defaults fill a new record). */
export const formValuesOf = (fields: readonly TFieldItem[], row: TRow): TFormValues =>
  Object.fromEntries(fields.map((item) => [item.id, fieldTypeUi(item.type).fromModel(row, item)]));

/**
 * The row to save: the original with every editable field's stored value on top. Read-only
 * fields keep what the server sent, so the server can check they were left untouched.
 */
export function dataModelOf(fields: readonly TFieldItem[], values: TFormValues, original: TRow): TRow {
  const model: TRow = { ...original };
  for (const item of fields) {
    if (item.readOnly) continue;
    const ui = fieldTypeUi(item.type);
    const stored = ui.toModel(values[item.id], item);
    if (stored !== undefined) model[item.column] = stored;
    // Labels are refreshed where the loaded row carries them; none is invented beside a bare key.
    for (const [column, label] of Object.entries(ui.labelsOf?.(values[item.id], item) ?? {}))
      if (column in original) model[column] = label;
  }
  return model;
}

export function buildSaveModel(
  screenName: string,
  sections: readonly TSection[],
  fields: readonly TFieldItem[],
  values: TFormValues,
  table: string,
  original: TRow,
): SaveModel {
  const grids = sections.flatMap((s) => s.items).filter((i) => i.kind === "childGrid");
  // Files were uploaded when chosen; the save names them so the server links them to the row.
  const attachments = fields.flatMap((item) =>
    (fieldTypeUi(item.type).attachmentIds?.(values[item.id]) ?? []).map((attachmentId) => ({ attachmentId })),
  );
  // Child rows ride in the loaded row under their table name; they go out as childTables only
  // (the server refuses lists of rows inside dataModel).
  const primaryOnly = (row: TRow): TRow =>
    Object.fromEntries(Object.entries(row).filter(([key]) => !grids.some((g) => g.table === key)));
  return {
    screenName,
    primaryTable: table,
    dataModel: primaryOnly(dataModelOf(fields, values, original)),
    originalDataModel: primaryOnly(original),
    // Only grids the base row carries: a 409's current row has none, and an empty list would
    // tell the server to delete every child row on overwrite.
    childTables: {
      ...Object.fromEntries(
        grids
          .filter((g) => Array.isArray(original[g.table]))
          .map((g) => [g.table, childRowsOf(original, g.table)]),
      ),
      // What the user edited in editable grids replaces the loaded rows.
      ...childTablesOf(sections, values),
    },
    attachments,
  };
}

export interface FieldChange {
  item: TFieldItem;
  /** Form-shaped values, ready for the field type's Display. */
  before: unknown;
  theirs: unknown;
  mine: unknown;
}

const sameStored = (item: TFieldItem, a: unknown, b: unknown): boolean => {
  const ui = fieldTypeUi(item.type);
  return JSON.stringify(ui.toModel(a, item) ?? null) === JSON.stringify(ui.toModel(b, item) ?? null);
};

/** The fields someone else changed between the row this form opened with and the row saved now. */
export function changedFields(
  fields: readonly TFieldItem[],
  original: TRow,
  current: TRow,
  mine: TFormValues,
): FieldChange[] {
  return fields.flatMap((item) => {
    const ui = fieldTypeUi(item.type);
    const before = ui.fromModel(original, item);
    const theirs = ui.fromModel(current, item);
    return sameStored(item, before, theirs) ? [] : [{ item, before, theirs, mine: mine[item.id] }];
  });
}
