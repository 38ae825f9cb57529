import { describe, expect, it } from "vitest";
import { DEFAULT_MESSAGES } from "./messages.js";
import { englishText } from "./english-text.js";
import { message } from "./keyed-message.js";
import { WEB_MESSAGES } from "./messages-catalogue.js";
import { MESSAGE_CATALOGUE } from "./messages-full-catalogue.js";
import { ERROR_MESSAGES } from "./messages-errors.js";
import { FORUM_MESSAGES } from "./messages-forum.js";
import { BLOG_MESSAGES } from "./messages-blog.js";
import { EDITOR_MESSAGES } from "./messages-editor.js";
import { MAP_MESSAGES } from "./messages-map.js";
import { LIST_MESSAGES } from "./messages-list.js";
import { VALUE_MESSAGES } from "./messages-values.js";
import { SIGNED_OUT_ERROR_MESSAGES } from "./messages-signed-out-errors.js";
import { STUDIO_MESSAGES } from "./messages-studio.js";
import { DESIGNER_PALETTE_MESSAGES } from "./messages-designer-palette.js";
import { METADATA_EDITOR_MESSAGES } from "./messages-metadata-editor.js";
import { DOCUMENT_CHECK_MESSAGES } from "./messages-document-checks.js";
import { BUNDLES_MESSAGES } from "./messages-bundles.js";

const PARTS = {
  DEFAULT_MESSAGES,
  WEB_MESSAGES,
  FORUM_MESSAGES,
  BLOG_MESSAGES,
  EDITOR_MESSAGES,
  MAP_MESSAGES,
  LIST_MESSAGES,
  VALUE_MESSAGES,
  ERROR_MESSAGES,
  STUDIO_MESSAGES,
  DESIGNER_PALETTE_MESSAGES,
  METADATA_EDITOR_MESSAGES,
  DOCUMENT_CHECK_MESSAGES,
  BUNDLES_MESSAGES,
};

describe("message catalogue", () => {
  it("declares each key in one part only (a later part would silently replace an earlier text)", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [part, messages] of Object.entries(PARTS))
      for (const key of Object.keys(messages)) {
        if (seen.has(key)) twice.push(`${key} (${seen.get(key)} and ${part})`);
        seen.set(key, part);
      }
    expect(twice).toEqual([]);
    expect(Object.keys(MESSAGE_CATALOGUE)).toHaveLength(seen.size);
  });

  it("sends the errors of signed-out pages with the login translations", () => {
    for (const key of Object.keys(SIGNED_OUT_ERROR_MESSAGES)) expect(DEFAULT_MESSAGES).toHaveProperty(key);
  });

  // The server fills error and value texts with formatMessage, the web with ICU MessageFormat; the
  // two agree only for plain `{name}` arguments outside ICU quoting.
  it("gives server error and value-check texts plain {name} placeholders only", () => {
    for (const [key, text] of Object.entries({
      ...SIGNED_OUT_ERROR_MESSAGES,
      ...VALUE_MESSAGES,
      ...ERROR_MESSAGES,
      ...DOCUMENT_CHECK_MESSAGES,
    })) {
      const braces = text.replace(/\{[A-Za-z]\w*\}/g, "");
      expect(braces, key).not.toMatch(/[{}]/);
      expect(text, key).not.toMatch(/'[{}#']/);
      expect(key, key).toMatch(/^[a-z][a-z0-9_]*$/);
    }
  });

  it("formats a keyed message's English text from its default and values", () => {
    expect(englishText(message("error_rate_limited", { seconds: 30 }))).toBe(
      "Too many attempts. Try again in 30 seconds.",
    );
    expect(englishText(message("error_not_found"))).toBe("Not found");
    expect(message("error_not_found")).toEqual({ key: "error_not_found" });
  });

  it("checks keys and values at compile time (tsc fails when an expectation below stops failing)", () => {
    // @ts-expect-error a key the catalogue does not hold
    expect(message("error_no_such_key").key).toBe("error_no_such_key");
    // @ts-expect-error a message with placeholders needs its values
    expect(message("error_rate_limited").values).toBeUndefined();
    // @ts-expect-error a value the message has no placeholder for
    expect(message("error_rate_limited", { seconds: 1, minutes: 2 }).values).toHaveProperty("minutes");
    // @ts-expect-error a message without placeholders takes no values
    expect(message("error_not_found", { id: 1 }).values).toEqual({ id: 1 });
  });
});
