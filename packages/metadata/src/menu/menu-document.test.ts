import { describe, expect, it } from "vitest";
import { CUSTOM_WORKFLOWS_ENTRY } from "./menu-entries.js";
import { MENU_FORMAT } from "./format.js";
import { formatJsonSchema } from "../document/format-json-schema.js";

const doc = (entries: unknown[]) => ({ formatVersion: 1, name: "main", entries });

describe("the menu document", () => {
  it("reads entries by path, the custom workflows' place, labels and hidden flags", () => {
    const parsed = MENU_FORMAT.parse(
      doc([
        { to: "/app/rma", group: "areas", label: "menu_rma" },
        { to: CUSTOM_WORKFLOWS_ENTRY, group: "areas" },
        { to: "/app/blog", group: "areas", hidden: true },
      ]),
    );
    expect(parsed.ok && parsed.value.entries.map((e) => [e.to, e.hidden])).toEqual([
      ["/app/rma", false],
      [CUSTOM_WORKFLOWS_ENTRY, false],
      ["/app/blog", true],
    ]);
  });

  it("refuses an entry listed twice, a path outside the app and a malformed label, naming the path", () => {
    const parsed = MENU_FORMAT.parse(
      doc([
        { to: "/app/rma", group: "areas" },
        { to: "/app/rma", group: "personal" },
        { to: "https://evil.example/", group: "areas" },
        { to: "/app/blog", group: "areas", label: "not a key!" },
      ]),
    );
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.issues.map((i) => i.path).sort()).toEqual([
        "entries[1].to",
        "entries[2].to",
        "entries[3].label",
      ]);
  });

  it("exports its JSON Schema", () => {
    expect(formatJsonSchema(MENU_FORMAT)).toHaveProperty("properties.entries");
  });
});
