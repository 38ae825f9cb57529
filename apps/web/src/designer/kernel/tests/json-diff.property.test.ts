import fc from "fast-check";
import { applyPatch } from "rfc6902";
import { describe, expect, it } from "vitest";
import { jsonEqual, jsonOperations } from "../json-diff";

const apply = (from: unknown, ops: ReturnType<typeof jsonOperations>) => {
  const doc = { root: structuredClone(from) };
  const results = applyPatch(
    doc,
    ops.map((op) => ({ ...op, path: `/root${op.path}` })),
  );
  return { value: doc.root, errors: results.filter((r) => r !== null) };
};

// A "__proto__" key never reaches an editor (the server's JSON parser refuses it) and rfc6902
// rightly will not write one.
const json = () => fc.jsonValue().filter((v) => !JSON.stringify(v).includes('"__proto__"'));

describe("the kernel's JSON diff", () => {
  it("turns any JSON value into any other (1,000 random pairs)", () => {
    fc.assert(
      fc.property(json(), json(), (from, to) => {
        const { value, errors } = apply(from, jsonOperations(from, to));
        expect(errors).toEqual([]);
        expect(jsonEqual(value, to)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("turns a document into an edited copy of it (1,000 random edits of arrays and objects)", () => {
    const edited = fc
      .array(fc.record({ id: fc.string(), n: fc.integer() }), { maxLength: 30 })
      .chain((items) =>
        fc.record({
          items: fc.constant(items),
          next: fc
            .shuffledSubarray(items)
            .chain((kept) =>
              fc
                .array(fc.record({ id: fc.string(), n: fc.integer() }), { maxLength: 5 })
                .map((added) => [...kept.slice(0, 2), ...added, ...kept.slice(2)]),
            ),
        }),
      );
    fc.assert(
      fc.property(edited, ({ items, next }) => {
        const { value, errors } = apply({ items }, jsonOperations({ items }, { items: next }));
        expect(errors).toEqual([]);
        expect(value).toEqual({ items: next });
      }),
      { numRuns: 1000 },
    );
  });

  it("says one change in one place of a 300-item screen as one operation at its path", () => {
    const items = Array.from({ length: 300 }, (_, i) => ({ id: `item${i}`, label: "request_number" }));
    const from = { sections: [{ items }] };
    const renamed = structuredClone(from);
    renamed.sections[0]!.items[150]!.id = "item150x";
    expect(jsonOperations(from, renamed)).toEqual([
      { op: "replace", path: "/sections/0/items/150/id", value: "item150x" },
    ]);
    const inserted = structuredClone(from);
    inserted.sections[0]!.items.splice(10, 0, { id: "new", label: "x" });
    expect(jsonOperations(from, inserted)).toEqual([
      { op: "add", path: "/sections/0/items/10", value: { id: "new", label: "x" } },
    ]);
    expect(jsonOperations({ "a/b": 1, "c~": 2 }, { "c~": 3 })).toEqual([
      { op: "remove", path: "/a~1b" },
      { op: "replace", path: "/c~0", value: 3 },
    ]);
  });
});
