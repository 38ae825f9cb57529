import type { TSection } from "@fsm/metadata";
import { z } from "zod";
import type { TTranslate } from "../lib/messages/use-message";
import { fieldTypeUi } from "./registry";
import { fieldItemsOf, isVisible, type TFormValues } from "./visibility";

/**
 * The react-hook-form schema of a screen, from its field items. Hidden and read-only fields are
 * not validated: the user could not fix them, and the server keeps their stored values.
 */
export function buildFormSchema(sections: readonly TSection[], t: TTranslate) {
  const fields = fieldItemsOf(sections);
  const schemas = new Map(
    fields.map((item) => [item.id, fieldTypeUi(item.type).schema(item, t(item.label))]),
  );
  return z.record(z.string(), z.unknown()).superRefine((values: TFormValues, ctx) => {
    for (const item of fields) {
      if (item.readOnly || !isVisible(item, values, fields)) continue;
      const result = schemas.get(item.id)!.safeParse(values[item.id]);
      if (result.success) continue;
      for (const issue of result.error.issues)
        ctx.addIssue({ code: "custom", path: [item.id, ...issue.path], message: issue.message });
    }
  });
}
