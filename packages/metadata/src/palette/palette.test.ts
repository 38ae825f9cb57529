import { MESSAGE_CATALOGUE } from "@fsm/contracts";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldPanelOptions, fieldTypeDefinitions } from "../field-types/index.js";
import { screenDocumentJsonSchema } from "../screen/format.js";
import { SCREEN_ITEM_KINDS } from "../screen/item-kinds.js";
import { FIELD_TYPES } from "../screen/field-types.js";
import { option, optionsOf, HELP_KEY, LABEL_KEY } from "./option-text.js";
import { COLUMN_TYPES, PALETTE_CATEGORIES, type PaletteEntry } from "./palette.js";
import { paletteProblems } from "./palette-problems.js";

const textEntry: PaletteEntry = fieldTypeDefinitions.text;

describe("palette and property panel declarations", () => {
  it("gives every field type a label, help, icon, category, fits and texts for every option", () => {
    const problems = FIELD_TYPES.flatMap((type) =>
      paletteProblems(type, fieldTypeDefinitions[type], fieldPanelOptions(type)),
    );
    expect(problems).toEqual([]);
  });

  it("gives every screen item kind the same, and texts for each of its options", () => {
    const problems = Object.entries(SCREEN_ITEM_KINDS).flatMap(([kind, definition]) =>
      paletteProblems(kind, definition, optionsOf(definition.schema)),
    );
    expect(problems).toEqual([]);
    expect(Object.keys(SCREEN_ITEM_KINDS).sort()).toEqual(
      ["button", "card", "childGrid", "counter", "field", "navLink", "section"].sort(),
    );
  });

  it("names each palette category's heading in the catalogue", () => {
    for (const key of Object.values(PALETTE_CATEGORIES)) expect(MESSAGE_CATALOGUE).toHaveProperty(key);
  });

  it("finds what a declaration lacks", () => {
    const unlabelled = z.object({
      kind: z.literal("x"),
      size: z.number(),
      nested: z.object({ a: z.string() }),
    });
    expect(paletteProblems("x", textEntry, optionsOf(unlabelled))).toEqual([
      "x.size: no label and help keys",
      "x.nested: no label and help keys",
      "x.nested.a: no label and help keys",
    ]);
    // @ts-expect-error an option name needs both its label and help in the catalogue
    expect(option(z.number(), "no_such_option").meta()).toHaveProperty(LABEL_KEY);
    const missingKey = z.object({ size: option(z.number(), "nothing" as "min") });
    expect(paletteProblems("x", textEntry, optionsOf(missingKey))).toEqual([
      "x.size: palette_option_nothing not in the catalogue",
      "x.size: palette_option_nothing_help not in the catalogue",
    ]);
    const broken = { ...textEntry, label: "palette_nothing", icon: "", category: "misc", fits: ["blob"] };
    expect(paletteProblems("x", broken as unknown as PaletteEntry, [])).toEqual([
      "x: palette_nothing not in the catalogue",
      "x: palette_nothing_help not in the catalogue",
      "x: no icon",
      "x: no category",
      "x: fits an unknown column type",
    ]);
  });

  it("offers each type the common settings it declares, then its own options", () => {
    const names = (type: (typeof FIELD_TYPES)[number]) => fieldPanelOptions(type).map((o) => o.name);
    expect(names("number")).toEqual([
      ...["id", "column", "label", "required", "readOnly", "default", "visibleWhen", "width"],
      ...["integer", "min", "max"],
    ]);
    expect(names("label")).toEqual(["id", "column", "label", "visibleWhen", "width"]);
    expect(fieldPanelOptions("codeSelect").at(-1)?.text).toEqual({
      label: "palette_option_code_table",
      help: "palette_option_code_table_help",
    });
  });

  it("places each type on the dictionary column types its values are", () => {
    expect(fieldTypeDefinitions.number.fits).toEqual(["integer", "number"]);
    expect(fieldTypeDefinitions.lookup.fits).toContain("integer");
    expect(fieldTypeDefinitions.label.fits).toEqual(COLUMN_TYPES);
    expect(fieldTypeDefinitions.attachment.fits).toEqual([]);
  });

  it("carries the option texts' keys into the screen format's JSON Schema", () => {
    const json = JSON.stringify(screenDocumentJsonSchema());
    for (const key of [
      "palette_option_code_table",
      "palette_option_max_length_help",
      "palette_option_min_rows",
    ])
      expect(json).toContain(`"${key}"`);
    expect(json).toContain(`"${LABEL_KEY}":"palette_option_width"`);
    expect(json).toContain(`"${HELP_KEY}":"palette_option_width_help"`);
  });
});
