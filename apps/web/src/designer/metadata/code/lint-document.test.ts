import { describe, expect, it } from "vitest";
import { SCREEN_FORMAT } from "@fsm/metadata";
import { brokenLabel, pretty, SCREEN } from "../tests/screen-fixture";
import { lintDocument, parseText, problemDiagnostics } from "./lint-document";

const t = (key: string, values?: Record<string, string | number>) => `${key} ${JSON.stringify(values ?? {})}`;

describe("lintDocument", () => {
  it("finds nothing in a valid screen", () => {
    expect(lintDocument(parseText(pretty(SCREEN)), SCREEN_FORMAT, t)).toEqual([]);
  });

  it("marks the exact property of a seeded fault, once", () => {
    const text = pretty(brokenLabel());
    const found = lintDocument(parseText(text), SCREEN_FORMAT, t);
    expect(found).toHaveLength(1);
    expect(text.slice(found[0]!.from, found[0]!.to)).toBe('"label": 42');
    // The second item's label, not the first's.
    expect(found[0]!.from).toBeGreaterThan(text.indexOf('"request_description"') - 200);
    expect(found[0]!.message).toContain("sections[0].items[1].label");
  });

  it("marks a JSON syntax error at its offset", () => {
    const text = pretty(SCREEN).replace('"table": "service_requests",', '"table": "service_requests",,');
    const [first, ...rest] = lintDocument(parseText(text), SCREEN_FORMAT, t);
    expect(rest).toEqual([]);
    expect(first!.from).toBe(text.indexOf(",,") + 1);
    expect(first!.message).toContain("mde_json_syntax");
  });

  it("places the server check's problems at their pointer, warnings as warnings", () => {
    const text = pretty(SCREEN);
    const [found] = problemDiagnostics(
      parseText(text),
      [
        {
          path: "/sections/0/items/1/column",
          severity: "warning",
          messageKey: "no_such_key_here",
          values: {},
          message: "English from the server",
        },
      ],
      (key) => `*${key}*`,
    );
    expect(found!.severity).toBe("warning");
    expect(found!.message).toBe("English from the server");
    expect(text.slice(found!.from, found!.to)).toBe('"column": "description"');
  });
});
