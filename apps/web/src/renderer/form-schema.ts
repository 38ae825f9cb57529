import type { TSection } from "@fsm/metadata";
import { z } from "zod";
import type { TTranslate } from "../lib/messages/use-message";
import { childGridSchema, editableGridsOf, type TChildGridItem } from "./items/childGrid/grid-model";
import { fieldTypeUi } from "./registry";
import { fieldItemsOf, isVisible, type TFormValues } from "./visibility";

/**
 * The react-hook-form schema of a screen, from its field items. Hidden and read-only fields are
 * not validated: the user could not fix them, and the server keeps their stored values.
 */
export function buildFormSchema(sections: readonly TSection[], t: TTranslate) {
  const fields = fieldItemsOf(sections);
  const schemas = new Map(
    fields.map((item) => [item.id, fieldTypeUi(item.type).schema(item, t(item.label), t)]),
  );
  // Editable child grids are form values too (rows under the child table's name), checked per cell.
  const grids = editableGridsOf(sections).map((grid) => ({ grid, schema: childGridSchema(grid, t) }));
  return z.record(z.string(), z.unknown()).superRefine((values: TFormValues, ctx) => {
    for (const { grid, schema } of grids) {
      const lines = Array.isArray(values[grid.table]) ? (values[grid.table] as unknown[]).length : 0;
      if (grid.minRows && lines < grid.minRows)
        ctx.addIssue({ code: "custom", path: [grid.table], message: tooFewLines(grid, t) });
      if (!Array.isArray(values[grid.table])) continue;
      const result = schema.safeParse(values[grid.table]);
      if (result.success) continue;
      for (const issue of result.error.issues)
        ctx.addIssue({ code: "custom", path: [grid.table, ...issue.path], message: issue.message });
    }
    for (const item of fields) {
      if (item.readOnly || !isVisible(item, values, fields)) continue;
      const result = schemas.get(item.id)!.safeParse(values[item.id]);
      if (result.success) continue;
      for (const issue of result.error.issues)
        ctx.addIssue({ code: "custom", path: [item.id, ...issue.path], message: issue.message });
    }
  });
}

/** "Add at least one line to Items": said on the grid, before the step or form can be left. */
const tooFewLines = (grid: TChildGridItem, t: TTranslate): string =>
  grid.minRows === 1
    ? t("grid_min_one_line", { caption: t(grid.label) })
    : t("grid_min_lines", { caption: t(grid.label), min: grid.minRows ?? 0 });
