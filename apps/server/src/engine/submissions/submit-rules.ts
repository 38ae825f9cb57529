import type { TSaveRow } from "@fsm/contracts";
import { fieldItemsOf, type TScreenDocument } from "@fsm/metadata";
import type { LoadedScreen } from "../screens/screen-load.js";
import type { DictTable } from "../dictionary/dictionary.types.js";
import { editableGrids, formRules, type EditableGrid, type Rules } from "../records/save-rules.js";
import { hiddenColumns, withoutHidden } from "../records/visible-fields.js";
import { badStepScreen } from "./submissions.errors.js";

type Scalar = string | number | boolean | null;

/**
 * What the steps of one wizard run allow, merged over every step on its path: the editable fields
 * (saveupdate's own form rules, so a submission is checked exactly like a save of those screens),
 * every column any step shows, the fields' defaults, and the editable child grids.
 */
export type PathRules = {
  rules: Rules;
  shown: Set<string>;
  defaults: Map<string, { value: Scalar; readOnly: boolean }>;
  grids: Map<string, EditableGrid>;
  /** Attachment fields: their files travel in attachmentIds, never as a column value. */
  fileColumns: Set<string>;
};

const fieldsOf = (document: TScreenDocument) => fieldItemsOf("sections" in document ? document.sections : []);

export function pathRules(steps: LoadedScreen[], table: DictTable): PathRules {
  const out: PathRules = {
    rules: new Map(),
    shown: new Set(),
    defaults: new Map(),
    grids: new Map(),
    fileColumns: new Set(),
  };
  for (const step of steps) {
    if (step.table.name !== table.name) throw badStepScreen(step.name, step.table.name, table.name);
    for (const [name, rule] of formRules(step.document, table)) {
      const known = out.rules.get(name);
      // A field required on any step of the path is required for the submission.
      out.rules.set(name, known ? { ...known, required: known.required || rule.required } : rule);
    }
    for (const field of fieldsOf(step.document)) {
      if (field.type === "attachment") {
        out.fileColumns.add(field.column);
        continue;
      }
      out.shown.add(field.column);
      if (field.default !== undefined && !out.defaults.has(field.column))
        out.defaults.set(field.column, { value: field.default, readOnly: field.readOnly });
    }
    for (const grid of editableGrids(step.document, table))
      if (!out.grids.has(grid.grid.table.name)) out.grids.set(grid.grid.table.name, grid);
  }
  return out;
}

/**
 * The path's rules for this run's data: fields every step hides by their visibleWhen rule are
 * neither required nor written, and what was sent for them is dropped (the web sends none), as
 * are their defaults.
 */
export function visiblePath(
  path: PathRules,
  steps: LoadedScreen[],
  table: DictTable,
  data: TSaveRow,
): { rules: PathRules; data: TSaveRow } {
  const hidden = hiddenColumns(
    steps.map((s) => s.document),
    table,
    data,
  );
  const [row, rules] = withoutHidden(data, path.rules, hidden);
  const defaults = new Map([...path.defaults].filter(([column]) => !hidden.has(column)));
  return { rules: { ...path, rules, defaults }, data: row };
}
