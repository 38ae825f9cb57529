import { describe, expect, it } from "vitest";
import { ZScreenItem } from "@fsm/metadata";
import { itemKinds } from "./item-registry";

describe("item registry", () => {
  it("covers every non-field item kind of the metadata", () => {
    // Field items are themselves a union (one member per field type); every other kind is one object.
    const kinds = ZScreenItem.options.flatMap((o) => ("shape" in o ? [o.shape.kind.value] : []));
    expect(Object.keys(itemKinds).sort()).toEqual(kinds.sort());
  });
});
