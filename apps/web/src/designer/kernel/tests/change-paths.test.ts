import { describe, expect, it } from "vitest";
import { changesBetween, mergeOnto, operationsBetween, overlaps } from "../change-paths";

const base = { title: "A", items: [{ id: "a" }, { id: "b" }], extra: { x: 1 } };

describe("change paths", () => {
  it("lists changes by JSON pointer with the values on each side", () => {
    const changes = changesBetween(base, { ...base, title: "B", extra: {} });
    expect(changes).toEqual(
      expect.arrayContaining([
        { path: "/title", before: "A", after: "B" },
        { path: "/extra/x", before: 1, after: undefined },
      ]),
    );
  });

  it("sees an overlap on the same place, on a parent and a child, not on separate places", () => {
    const title = [{ path: "/title", before: "A", after: "B" }];
    expect(overlaps(title, [{ path: "/title", before: "A", after: "C" }])).toBe(true);
    expect(
      overlaps([{ path: "/extra", before: {}, after: 2 }], [{ path: "/extra/x", before: 1, after: 2 }]),
    ).toBe(true);
    expect(overlaps(title, [{ path: "/items/1/id", before: "b", after: "c" }])).toBe(false);
  });

  it("treats an insertion or removal in an array as touching the whole array (indexes shift)", () => {
    const inserted = [{ path: "/items/0", after: { id: "z" } }];
    expect(overlaps(inserted, [{ path: "/items/1/id", before: "b", after: "c" }])).toBe(true);
    expect(overlaps(inserted, [{ path: "/title", before: "A", after: "C" }])).toBe(false);
  });

  it("applies my operations onto their document, or says it cannot", () => {
    const mine = { ...base, title: "Mine" };
    const theirs = { ...base, extra: { x: 2 } };
    expect(mergeOnto(theirs, operationsBetween(base, mine))).toEqual({ ...theirs, title: "Mine" });
    expect(mergeOnto({ title: "A" }, [{ op: "replace", path: "/items/5/id", value: "q" }])).toBeNull();
    expect(theirs.title).toBe("A"); // their document itself is left alone
  });
});
