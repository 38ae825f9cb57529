import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  MANTINE_STYLED_COMPONENTS,
  mantineSheetOrder,
  sheetOf,
  styledComponentsMismatch,
  stylesModule,
} from "./mantine-styles-in-use";

describe("the Mantine styles the portal loads", () => {
  it("names a stylesheet Mantine ships for every listed component", () => {
    const missing = MANTINE_STYLED_COMPONENTS.filter((name) => !existsSync(sheetOf(name)));
    expect(missing).toEqual([]);
  });

  it("orders the sheets as Mantine's full stylesheet does: a component after the parts it is built on", () => {
    const order = stylesModule([
      "Checkbox",
      "CheckboxCard",
      "Anchor",
      "Text",
      "Button",
      "UnstyledButton",
      "Input",
    ])
      .split("\n")
      .map((line) => /styles\/(\w+)\.layer\.css/.exec(line)?.[1]);
    expect(order).toEqual([
      "UnstyledButton",
      "Input",
      "Text",
      "Anchor",
      "CheckboxCard",
      "Checkbox",
      "Button",
    ]);
  });

  it("finds every listed component's rules in Mantine's full stylesheet", () => {
    const order = mantineSheetOrder(MANTINE_STYLED_COMPONENTS);
    expect([...order.values()].every((at) => at >= 0)).toBe(true);
    expect(new Set(order.values()).size).toBe(MANTINE_STYLED_COMPONENTS.length);
  });

  it("tells a component bundled without its styles from styles no component uses", () => {
    expect(styledComponentsMismatch(new Set(["Button", "Tooltip", "Menu"]), ["Button", "Table"])).toEqual({
      unstyled: ["Menu", "Tooltip"],
      unused: ["Table"],
    });
    expect(styledComponentsMismatch(new Set(["Button"]), ["Button"])).toEqual({ unstyled: [], unused: [] });
  });
});
