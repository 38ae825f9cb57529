import type { TSaveRow, TUpdateEntityResponse } from "@fsm/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { fieldError, notFound } from "../../lib/app-error.js";
import { loadScreen, type LoadedScreen } from "../screens/screen-load.js";
import { addLookupLabels, lookupFieldsOf } from "../search/lookup-labels.js";
import { readChildRows } from "./screen-data.service.js";
import { readRow } from "../search/row-reads.js";
import { presentRow } from "../dictionary/dictionary.presenter.js";
import { findColumn } from "../dictionary/dictionary.js";
import type { ScreenCache } from "../screens/screen-cache.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { linkUpload, storeFile } from "../attachments/attachments.service.js";
import type { SaveForm } from "./save-form.js";
import { checkKept, checkRow, checkValues, ValueLookups, type CheckedRow } from "./save-checks.js";
import { editableGrids, formRules, type EditableGrid } from "./save-rules.js";
import { Issues, StaleWriteError } from "./records.errors.js";
import { recordStatusChange } from "./status-history.js";
import { assertStatusChange, statusTransitionsOf } from "./status-transitions.js";
import { companyForNewRecord } from "./record-company.js";
import { assertCanWrite } from "../dictionary/table-write.policy.js";
import { checkInsertable } from "./storable.js";
import { hiddenColumns, withoutHidden } from "./visible-fields.js";
import { deleteChildrenExcept, insertRow, lockRow, updateRow } from "./records.repository.js";

/**
 * updateentity, in the caller's transaction: everything checkable without the database first,
 * then lock → version → read-only/code/reference checks → primary write → child writes. Any
 * failure throws, and the transaction takes every write of this save back with it.
 */
export async function saveEntity(
  db: Db,
  cache: ScreenCache,
  actor: Actor,
  { fields, files }: SaveForm,
): Promise<TUpdateEntityResponse> {
  const screen = await loadScreen(db, cache, fields.screenName, actor);
  const table = screen.table;
  if (fields.primaryTable.toLowerCase() !== table.name)
    throw fieldError("primaryTable", "error_not_screen_table", { table: table.name, screen: screen.name });
  await assertCanWrite(db, actor, table);

  const issues = new Issues();
  // Fields hidden by their visibleWhen rule for this data are skipped (not required, values ignored).
  const hidden = hiddenColumns([screen.document], table, fields.dataModel);
  const [dataModel, rules] = withoutHidden(fields.dataModel, formRules(screen.document, table), hidden);
  const isUpdate = dataModel.id !== undefined && dataModel.id !== null && dataModel.id !== "";
  const primary = checkRow("dataModel", table, rules, dataModel, issues, isUpdate ? "update" : "insert");
  const editable = editableGrids(screen.document, table);
  const grids = checkChildren(editable, fields.childTables, issues);
  issues.throwIfAny();
  const lookups = new ValueLookups(db, actor);

  let id: number;
  if (isUpdate && primary.id !== null) {
    id = primary.id;
    const stored = await lockRow(db, actor, table, id);
    if (!stored) throw notFound("error_no_row", { table: table.name, id: String(id) });
    assertFresh(table.name, fields.originalDataModel, stored, !!findColumn(table, "version"));
    checkKept("dataModel", table, primary, stored, issues);
    await checkValues(lookups, "dataModel", rules, primary, issues);
    issues.throwIfAny();
    assertStatusChange(actor, table.name, stored, valuesOf(primary), "dataModel");
    await updateRow(db, table, id, [...primary.writes.values()]);
    await recordStatusChange(db, actor, table.name, id, stored, valuesOf(primary));
  } else {
    // A new row starts from createtable's blank model: read-only columns may come along, but empty.
    for (const [k, v] of primary.kept)
      if (k !== "company_id" && v !== null && v !== "") issues.add(`dataModel.${k}`, "error_read_only_set");
    await checkValues(lookups, "dataModel", rules, primary, issues);
    issues.throwIfAny();
    const server: Record<string, unknown> = {};
    if (findColumn(table, "company_id"))
      server.company_id = await companyForNewRecord(
        db,
        actor,
        "dataModel",
        table,
        { given: primary.kept.get("company_id"), written: (column) => primary.writes.get(column)?.value },
        true,
      );
    if (findColumn(table, "created_by")) server.created_by = actor.personId;
    // A record made through a form starts where a wizard's would, unless the form sets a status.
    const lifecycle = statusTransitionsOf(table.name);
    if (lifecycle && !primary.writes.has(lifecycle.column)) server[lifecycle.column] = lifecycle.initial;
    const written = { ...valuesOf(primary), ...server };
    assertStatusChange(actor, table.name, undefined, written, "dataModel");
    checkInsertable("dataModel", table.name, [...primary.writes.keys(), ...Object.keys(server)], issues);
    issues.throwIfAny();
    ({ id } = await insertRow(db, table, [...primary.writes.values()], server));
    await recordStatusChange(db, actor, table.name, id, undefined, written);
  }

  for (const { grid, rules: gridRules, rows } of grids) {
    const keep: number[] = [];
    for (const [i, row] of rows.entries()) {
      const path = `childTables.${grid.table.name}[${i}]`;
      await checkValues(lookups, path, gridRules, row, issues);
      issues.throwIfAny();
      const writes = [...row.writes.values()];
      if (row.id !== null) {
        const owned = await updateRow(
          db,
          grid.table,
          row.id,
          writes,
          sql`t.${sql.identifier(grid.foreignKey)} = ${id}`,
        );
        if (!owned)
          issues.add(`${path}.id`, "error_no_child_row", {
            table: grid.table.name,
            id: String(row.id),
            parent: table.name,
          });
        issues.throwIfAny();
        keep.push(row.id);
      } else {
        checkInsertable(path, grid.table.name, [...row.writes.keys(), grid.foreignKey], issues);
        issues.throwIfAny();
        keep.push((await insertRow(db, grid.table, writes, { [grid.foreignKey]: id })).id);
      }
    }
    await deleteChildrenExcept(db, grid.table, grid.foreignKey, id, keep);
  }
  // Files sent with the save are stored now; other ids name earlier uploads of this person.
  for (const [i, { attachmentId }] of fields.attachments.entries()) {
    const file = files.get(attachmentId);
    const fileId = file ? await storeFile(db, actor, file) : attachmentId;
    await linkUpload(db, actor, `attachments[${i}].attachmentId`, fileId, table, id);
  }
  return present(db, actor, screen, editable, id);
}

const valuesOf = (row: CheckedRow) =>
  Object.fromEntries([...row.writes].map(([name, write]) => [name, write.value]));

type CheckedGrid = EditableGrid & { rows: CheckedRow[] };

/** Child lists: only the screen's editable grids; rows checked like the primary row. */
function checkChildren(
  grids: EditableGrid[],
  childTables: Record<string, TSaveRow[]>,
  issues: Issues,
): CheckedGrid[] {
  const out: CheckedGrid[] = [];
  for (const [name, rows] of Object.entries(childTables)) {
    const grid = grids.find((g) => g.grid.table.name === name.toLowerCase());
    // Read-only grids travel back unchanged from the form; they are never written.
    if (!grid) continue;
    out.push({
      ...grid,
      rows: rows.map((row, i) => {
        const path = `childTables.${grid.grid.table.name}[${i}]`;
        const checked = checkRow(
          path,
          grid.grid.table,
          grid.rules,
          row,
          issues,
          row.id ? "update" : "insert",
        );
        // The link to the parent is the server's; whatever the client sent for it is ignored.
        checked.kept.delete(grid.grid.foreignKey);
        return checked;
      }),
    });
  }
  return out;
}

/** Optimistic concurrency: the version the client started from must still be the stored one. */
function assertFresh(table: string, original: TSaveRow, stored: Record<string, unknown>, versioned: boolean) {
  if (versioned) {
    if (original.version === undefined || original.version === null)
      throw fieldError("originalDataModel.version", "error_version_required", { table });
    if (Number(original.version) !== Number(stored.version)) throw new StaleWriteError(presentRow(stored));
    return;
  }
  for (const [key, value] of Object.entries(original))
    if (key in stored && String(presentRow({ v: stored[key] }).v) !== String(value))
      throw new StaleWriteError(presentRow(stored));
}

async function present(
  db: Db,
  actor: Actor,
  screen: LoadedScreen,
  editable: EditableGrid[],
  id: number,
): Promise<TUpdateEntityResponse> {
  const row = await readRow(db, actor, screen.table, id);
  const childTables: TUpdateEntityResponse["childTables"] = {};
  for (const { grid } of editable) childTables[grid.table.name] = await readChildRows(db, actor, grid, id);
  const dataModel = presentRow(row ?? {});
  await addLookupLabels(db, actor, lookupFieldsOf(screen.document, screen.table), [dataModel]);
  return { status: "success", tableName: screen.table.name, dataModel, childTables };
}
