import { describe, expect, it } from "vitest";
import { ZScreenItem } from "@fsm/metadata";
import { itemKinds } from "./item-registry";

describe("item registry", () => {
  it("covers every non-field item kind of the metadata", () => {
    const kinds = ZScreenItem.options.map((o) => o.shape.kind.value).filter((k) => k !== "field");
    expect(Object.keys(itemKinds).sort()).toEqual(kinds.sort());
  });
});
