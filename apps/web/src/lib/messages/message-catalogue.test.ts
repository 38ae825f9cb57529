import { describe, expect, it } from "vitest";
import { IntlMessageFormat } from "intl-messageformat";
import {
  DEFAULT_MESSAGES,
  ERROR_MESSAGES,
  MESSAGE_CATALOGUE,
  SIGNED_OUT_ERROR_MESSAGES,
  VALUE_MESSAGES,
  WEB_MESSAGES,
  formatMessage,
} from "@fsm/contracts";
import { formatText, loadIcuFormat } from "./format-text";

describe("message catalogue", () => {
  it("is valid ICU MessageFormat in every English default", () => {
    for (const [key, text] of Object.entries(MESSAGE_CATALOGUE))
      expect(() => new IntlMessageFormat(text, "en-US", undefined, { ignoreTag: true }), key).not.toThrow();
  });

  it("declares each key once (the sign-in texts and the web texts do not overlap)", () => {
    const login = Object.keys(DEFAULT_MESSAGES);
    expect(Object.keys(WEB_MESSAGES).filter((key) => login.includes(key))).toEqual([]);
  });

  it("formats server error and value-check texts as the server does (plain {name} filling)", () => {
    const server = { ...SIGNED_OUT_ERROR_MESSAGES, ...VALUE_MESSAGES, ...ERROR_MESSAGES };
    for (const [key, text] of Object.entries(server)) {
      const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const values = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
      expect(formatText(text, values), key).toBe(formatMessage(text, values));
      expect(formatText(text, values), key).not.toMatch(/[{}]/);
    }
  });

  it("fills {name} placeholders and keeps a placeholder with no value visible", () => {
    expect(formatText("Hello {fName} {lName}.", { fName: "Ada", lName: "King" })).toBe("Hello Ada King.");
    expect(formatText("Hello {fName}.")).toBe("Hello {fName}.");
    expect(formatText("The request's history")).toBe("The request's history");
    expect(formatText("Broken {", { a: 1 })).toBe("Broken {");
  });

  it("formats plural and select once ICU MessageFormat has loaded, and fills plainly until then", async () => {
    const text = "{count, plural, one {# open request} other {# open requests}}";
    const first = formatText(text, { count: 2 }); // starts the load
    expect(first).toBe(text); // left as written for the moment the load takes
    await loadIcuFormat();
    expect(formatText(text, { count: 1 })).toBe("1 open request");
    expect(formatText(text, { count: 3 })).toBe("3 open requests");
    expect(formatText("{who, select, staff {Staff} other {You}} wrote '{'", { who: "staff" })).toBe(
      "Staff wrote {",
    );
  });
});
