import { describe, expect, it } from "vitest";
import type { TFieldItem } from "../field-types/index.js";
import { fieldItemsOf, isFieldVisible, ruleHolds } from "./visibility.js";

const field = (id: string, visibleWhen?: TFieldItem["visibleWhen"]): TFieldItem => ({
  kind: "field",
  id,
  type: "text",
  column: id,
  label: "x",
  required: false,
  readOnly: false,
  width: 6,
  ...(visibleWhen ? { visibleWhen } : {}),
});

describe("visibleWhen", () => {
  it("applies each operator to the other field's model value", () => {
    expect(ruleHolds({ field: "a", op: "eq", value: 3 }, 3)).toBe(true);
    expect(ruleHolds({ field: "a", op: "eq", value: 3 }, "3")).toBe(false);
    expect(ruleHolds({ field: "a", op: "ne", value: "X" }, "Y")).toBe(true);
    expect(ruleHolds({ field: "a", op: "in", value: ["A", "B"] }, "B")).toBe(true);
    expect(ruleHolds({ field: "a", op: "in", value: "A" }, "A")).toBe(false);
    expect(ruleHolds({ field: "a", op: "empty" }, "")).toBe(true);
    expect(ruleHolds({ field: "a", op: "notEmpty" }, null)).toBe(false);
  });

  it("finds the other field by item id; an item without a rule or naming no field is shown", () => {
    const type = field("type");
    const detail = field("detail", { field: "type", op: "eq", value: "INDOOR" });
    const orphan = field("orphan", { field: "missing", op: "eq", value: 1 });
    const fields = [type, detail, orphan];
    const values: Record<string, unknown> = { type: "OUTDOOR" };
    const valueOf = (f: TFieldItem) => values[f.id];
    expect(isFieldVisible(type, fields, valueOf)).toBe(true);
    expect(isFieldVisible(detail, fields, valueOf)).toBe(false);
    expect(isFieldVisible(orphan, fields, valueOf)).toBe(true);
    values.type = "INDOOR";
    expect(isFieldVisible(detail, fields, valueOf)).toBe(true);
  });

  it("lists field items only, in section order", () => {
    const sections = [
      { id: "a", columns: 2, items: [field("one")] },
      {
        id: "b",
        columns: 2,
        items: [
          {
            kind: "button" as const,
            id: "go",
            label: "x",
            variant: "primary" as const,
            action: { type: "save" as const },
          },
          field("two"),
        ],
      },
    ];
    expect(fieldItemsOf(sections).map((f) => f.id)).toEqual(["one", "two"]);
  });
});
