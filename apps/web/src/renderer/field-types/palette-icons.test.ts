import { fieldTypeDefinitions, SCREEN_ITEM_KINDS } from "@fsm/metadata";
import * as icons from "@tabler/icons-react";
import { describe, expect, it } from "vitest";

// The shared definitions name their icons as strings (packages/metadata is UI-free): the palette
// resolves them here, so a misspelt or removed name would show no icon.
describe("palette icons", () => {
  it("names an icon @tabler/icons-react exports for every field type and item kind", () => {
    const named = [...Object.values(fieldTypeDefinitions), ...Object.values(SCREEN_ITEM_KINDS)].map(
      (definition) => definition.icon,
    );
    const missing = named.filter((name) => !Object.hasOwn(icons, name));
    expect(missing).toEqual([]);
    expect(named.length).toBeGreaterThan(15);
  });
});
