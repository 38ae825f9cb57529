import type { TFieldItem } from "@fsm/metadata";
import type { UseFormReturn } from "react-hook-form";
import { ApiError } from "../../../lib/api-error";
import { detailText } from "../../../lib/messages/error-text";
import type { TTranslate } from "../../../lib/messages/use-message";
import type { TFormValues } from "../../visibility";

/**
 * The form value a save's field path names: `dataModel.<column>` is the field showing that column,
 * `childTables.<table>[i].<column>` a grid cell (`<table>.<i>.<column>`), `childTables.<table>` the grid.
 */
export function formNameOf(fields: readonly TFieldItem[], path: string): string | undefined {
  const primary = /^dataModel\.(\w+)$/.exec(path);
  if (primary) return fields.find((f) => f.column === primary[1])?.id;
  const cell = /^childTables\.(\w+)(?:\[(\d+)\]\.(\w+))?$/.exec(path);
  if (cell) return cell[2] === undefined ? cell[1] : `${cell[1]}.${cell[2]}.${cell[3]}`;
  return undefined;
}

/** A refused save's field problems shown at their fields, the first one focused. */
export function showServerFieldErrors(
  form: UseFormReturn<TFormValues>,
  fields: readonly TFieldItem[],
  error: unknown,
  t: TTranslate,
): void {
  if (!(error instanceof ApiError)) return;
  let first = true;
  for (const detail of error.details ?? []) {
    const name = formNameOf(fields, detail.path);
    if (!name) continue;
    form.setError(name, { type: "server", message: detailText(detail, t) }, { shouldFocus: first });
    first = false;
  }
}
