import { describe, expect, it } from "vitest";
import { IntlMessageFormat } from "intl-messageformat";
import { DEFAULT_MESSAGES, MESSAGE_CATALOGUE, WEB_MESSAGES } from "@fsm/contracts";
import { formatText } from "./use-message";

describe("message catalogue", () => {
  it("is valid ICU MessageFormat in every English default", () => {
    for (const [key, text] of Object.entries(MESSAGE_CATALOGUE))
      expect(() => new IntlMessageFormat(text, "en-US", undefined, { ignoreTag: true }), key).not.toThrow();
  });

  it("declares each key once (the sign-in texts and the web texts do not overlap)", () => {
    const login = Object.keys(DEFAULT_MESSAGES);
    expect(Object.keys(WEB_MESSAGES).filter((key) => login.includes(key))).toEqual([]);
  });

  it("fills {name} placeholders and keeps a placeholder with no value visible", () => {
    expect(formatText("Hello {fName} {lName}.", { fName: "Ada", lName: "King" })).toBe("Hello Ada King.");
    expect(formatText("Hello {fName}.")).toBe("Hello {fName}.");
    expect(formatText("The request's history")).toBe("The request's history");
    expect(formatText("Broken {", { a: 1 })).toBe("Broken {");
  });
});
