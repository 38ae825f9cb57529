import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MANTINE_STYLED_COMPONENTS, styledComponentsMismatch, stylesModule } from "./mantine-styles-in-use";

const stylesDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@mantine/core/styles.css")),
  "styles",
);

describe("the Mantine styles the portal loads", () => {
  it("names a stylesheet Mantine ships for every listed component", () => {
    const missing = MANTINE_STYLED_COMPONENTS.filter(
      (name) => !existsSync(path.join(stylesDir, `${name}.layer.css`)),
    );
    expect(missing).toEqual([]);
  });

  it("puts the styles components are built on before theirs (Input before Checkbox, UnstyledButton before Button)", () => {
    const order = stylesModule(["Checkbox", "Button", "Input", "UnstyledButton", "Alert"])
      .split("\n")
      .map((line) => /styles\/(\w+)\.layer\.css/.exec(line)?.[1]);
    expect(order).toEqual(["UnstyledButton", "Input", "Alert", "Button", "Checkbox"]);
  });

  it("tells a component bundled without its styles from styles no component uses", () => {
    expect(styledComponentsMismatch(new Set(["Button", "Tooltip", "Menu"]), ["Button", "Table"])).toEqual({
      unstyled: ["Menu", "Tooltip"],
      unused: ["Table"],
    });
    expect(styledComponentsMismatch(new Set(["Button"]), ["Button"])).toEqual({ unstyled: [], unused: [] });
  });
});
