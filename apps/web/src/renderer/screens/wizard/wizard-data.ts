import type { TSection } from "@fsm/metadata";
import type { TRow } from "../../data-source";
import { asLookupValue, lookupDisplayColumn } from "../../field-types/lookup/lookup-value";
import { childRowsOf, childTablesOf, editableGridsOf, gridValuesOf } from "../../items/childGrid/grid-model";
import { fieldTypeUi } from "../../registry";
import { fieldItemsOf, isVisible, type TFormValues } from "../../visibility";
import { dataModelOf, formValuesOf } from "../form/form-model";

/**
 * A wizard's data is one row of the workflow's primary table, filled step by step (child rows
 * under their table's name), plus each step's form values as the user left them (a lookup's
 * label, uploaded files: things a column does not hold), so coming back to a step shows exactly
 * what was entered.
 */
export interface WizardData {
  row: TRow;
  values: Record<string, TFormValues>;
}

export const EMPTY_WIZARD_DATA: WizardData = { row: {}, values: {} };

/** The form values a step opens with: stored values, then what the step itself last held. */
export function stepValuesOf(sections: readonly TSection[], data: WizardData, stepKey: string): TFormValues {
  return {
    ...formValuesOf(fieldItemsOf(sections), data.row),
    ...gridValuesOf(sections, data.row),
    ...(data.values[stepKey] ?? {}),
  };
}

/** Plain data only: values that cannot be kept across a reload (File objects) are left out. */
const storable = (values: TFormValues): TFormValues =>
  JSON.parse(JSON.stringify(values, (_, v: unknown) => (v instanceof Blob ? undefined : v))) as TFormValues;

/** The data with a step's form values as they are now (not yet checked), to survive a reload. */
export const withDraft = (data: WizardData, stepKey: string, values: TFormValues): WizardData => ({
  row: data.row,
  values: { ...data.values, [stepKey]: storable(values) },
});

/**
 * The data after a step passed its checks: its editable fields' stored values on the row (a
 * lookup's label beside its key, so read-only screens show the name), its grids' rows under their
 * table, and its form values kept for coming back.
 */
export function mergeStep(
  sections: readonly TSection[],
  values: TFormValues,
  data: WizardData,
  stepKey: string,
): WizardData {
  const fields = fieldItemsOf(sections);
  const row = { ...dataModelOf(fields, values, data.row), ...childTablesOf(sections, values) };
  for (const item of fields) {
    const shown = item.readOnly ? null : asLookupValue(values[item.id]);
    if (shown) row[lookupDisplayColumn(item)] = shown.label;
  }
  return { row, values: { ...data.values, [stepKey]: storable(values) } };
}

export interface WizardSubmission {
  /** Primary-table columns written by the visible fields of the steps on the path. */
  dataModel: TRow;
  /** Rows of the editable grids on the path, keyed by child table. */
  childTables: Record<string, TRow[]>;
  /** Uploaded attachments of the steps on the path, without repeats. */
  attachmentIds: string[];
}

/** What a finished run submits: only the steps on its path count (a branch not taken sends nothing). */
export function submissionOf(
  steps: readonly { key: string; sections: readonly TSection[] }[],
  data: WizardData,
): WizardSubmission {
  const submission: WizardSubmission = { dataModel: {}, childTables: {}, attachmentIds: [] };
  for (const { key, sections } of steps) {
    const fields = fieldItemsOf(sections);
    const values = stepValuesOf(sections, data, key);
    for (const item of fields) {
      if (item.readOnly || !isVisible(item, values, fields)) continue;
      const ui = fieldTypeUi(item.type);
      submission.attachmentIds.push(...(ui.attachmentIds?.(values[item.id]) ?? []));
      // Labels and files write no column.
      if (ui.toModel(undefined, item) !== undefined && item.column in data.row)
        submission.dataModel[item.column] = data.row[item.column];
    }
    for (const grid of editableGridsOf(sections)) {
      // Only the grid's columns: display helpers (a lookup's label) stay in the browser.
      const columns = new Set(grid.columns.map((c) => c.column));
      submission.childTables[grid.table] = childRowsOf(data.row, grid.table).map((row) =>
        Object.fromEntries(Object.entries(row).filter(([column]) => columns.has(column))),
      );
    }
  }
  submission.attachmentIds = [...new Set(submission.attachmentIds)];
  return submission;
}
