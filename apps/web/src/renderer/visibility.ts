import type { TFieldItem, TSection } from "@fsm/metadata";
import { fieldTypeUi } from "./registry";

export type TFormValues = Record<string, unknown>;

/** The field items of a screen, in section order (buttons, grids and cards are not form values). */
export const fieldItemsOf = (sections: readonly TSection[]): TFieldItem[] =>
  sections.flatMap((s) => s.items.filter((i): i is TFieldItem => i.kind === "field"));

const isEmpty = (v: unknown): boolean => v === null || v === undefined || v === "";

type Rule = NonNullable<TFieldItem["visibleWhen"]>;
const OPERATORS: Record<Rule["op"], (actual: unknown, expected: Rule["value"]) => boolean> = {
  eq: (a, e) => a === e,
  ne: (a, e) => a !== e,
  in: (a, e) => Array.isArray(e) && e.some((x) => x === a),
  empty: (a) => isEmpty(a),
  notEmpty: (a) => !isEmpty(a),
};

/**
 * visibleWhen compares against the stored form of the other field (a lookup's key, a number as a
 * number), so rules read like the data rather than like the widgets.
 */
export function isVisible(item: TFieldItem, values: TFormValues, fields: readonly TFieldItem[]): boolean {
  const rule = item.visibleWhen;
  if (!rule) return true;
  const other = fields.find((f) => f.id === rule.field);
  if (!other) return true;
  const actual = fieldTypeUi(other.type).toModel(values[other.id], other);
  return OPERATORS[rule.op](actual, rule.value);
}
