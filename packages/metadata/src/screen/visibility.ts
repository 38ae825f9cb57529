import type { z } from "zod";
import type { TFieldItem } from "../field-types/index.js";
import type { TSection } from "./items.js";
import type { ZVisibilityRule } from "./visibility-rule.js";

export type TVisibilityRule = z.infer<typeof ZVisibilityRule>;

/** The field items of a screen, in section order (buttons, grids and cards are not form values). */
export const fieldItemsOf = (sections: readonly TSection[]): TFieldItem[] =>
  sections.flatMap((s) => s.items.filter((i): i is TFieldItem => i.kind === "field"));

const isEmpty = (v: unknown): boolean => v === null || v === undefined || v === "";

const OPERATORS: Record<
  TVisibilityRule["op"],
  (actual: unknown, expected: TVisibilityRule["value"]) => boolean
> = {
  eq: (a, e) => a === e,
  ne: (a, e) => a !== e,
  in: (a, e) => Array.isArray(e) && e.some((x) => x === a),
  empty: (a) => isEmpty(a),
  notEmpty: (a) => !isEmpty(a),
};

/** Whether a visibility rule holds for the other field's value in its stored (model) form. */
export const ruleHolds = (rule: TVisibilityRule, actual: unknown): boolean =>
  OPERATORS[rule.op](actual, rule.value);

/**
 * visibleWhen, evaluated alike by the web form and the server's save and submission checks. The
 * rule compares against the stored form of the other field (a lookup's key, a number as a number),
 * so rules read like the data rather than like the widgets; `modelValueOf` gives that value (the
 * web converts its widget value, the server the value sent for the field's column). A rule naming
 * no field of the screen shows the item.
 */
export function isFieldVisible(
  item: TFieldItem,
  fields: readonly TFieldItem[],
  modelValueOf: (field: TFieldItem) => unknown,
): boolean {
  const rule = item.visibleWhen;
  if (!rule) return true;
  const other = fields.find((f) => f.id === rule.field);
  if (!other) return true;
  return ruleHolds(rule, modelValueOf(other));
}
