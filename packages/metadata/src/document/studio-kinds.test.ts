import { describe, expect, it } from "vitest";
import { MESSAGES_FORMAT } from "../messages/format.js";
import { optionsOf } from "../palette/option-text.js";
import { optionProblems } from "../palette/palette-problems.js";
import { SETTINGS_FORMAT } from "../settings/format.js";
import { defaultSettingsDocument, ZSettingsDocument } from "../settings/settings-document.js";
import { THEME_FORMAT } from "../theme/format.js";
import { baselineThemeDocument } from "../theme/theme-baseline.js";
import { ZThemeDocument } from "../theme/theme-document.js";
import { ZMessagesDocument } from "../messages/messages-document.js";
import type { DocumentFormat } from "./document-format.js";
import { formatJsonSchema } from "./format-json-schema.js";

describe("the theme, settings and messages formats", () => {
  it("labels every option of the three kinds with catalogue keys (nested ones too)", () => {
    expect(optionProblems("theme", optionsOf(ZThemeDocument))).toEqual([]);
    expect(optionProblems("settings", optionsOf(ZSettingsDocument))).toEqual([]);
    expect(optionProblems("messages", optionsOf(ZMessagesDocument))).toEqual([]);
  });

  it("generates a JSON Schema carrying the label keys", () => {
    for (const format of [THEME_FORMAT, SETTINGS_FORMAT, MESSAGES_FORMAT] as DocumentFormat<unknown>[]) {
      const schema = JSON.stringify(formatJsonSchema(format));
      expect(schema, format.kind).toContain('"x-labelKey"');
    }
  });

  it("parses its own baseline documents and names them", () => {
    const theme = THEME_FORMAT.parse(baselineThemeDocument());
    expect(theme.ok && THEME_FORMAT.nameOf(theme.value)).toBe("portal");
    expect(theme.ok && theme.value.login.messages.welcome).toBe("login_welcome");
    const settings = SETTINGS_FORMAT.parse({ formatVersion: 1, name: "portal" });
    expect(settings).toEqual({ ok: true, value: defaultSettingsDocument() });
    expect(defaultSettingsDocument()).toMatchObject({
      enableSignup: true,
      maxRequestLength: 5 * 1024 * 1024,
    });
    expect(defaultSettingsDocument().fileTypesBlackList).toContain("exe");
    const messages = MESSAGES_FORMAT.parse({ formatVersion: 1, locale: "de-DE", messages: { a_b: "Hallo" } });
    expect(messages.ok && MESSAGES_FORMAT.nameOf(messages.value)).toBe("de-DE");
  });

  it("refuses bad values at their paths", () => {
    const theme = baselineThemeDocument();
    const bad = THEME_FORMAT.parse({
      ...theme,
      colors: { ...theme.colors, primary: "blue" },
      font: "comic-sans",
      branding: { ...theme.branding, logo: { path: "https://evil.example/x.png" } },
    });
    expect(bad.ok ? [] : bad.issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(["colors.primary", "font", "branding.logo.path"]),
    );
    const settings = SETTINGS_FORMAT.parse({
      ...defaultSettingsDocument(),
      maxRequestLength: 0,
      fileTypesBlackList: ["../etc"],
      companyLogoName: "https://evil.example/logo.png",
    });
    expect(settings.ok ? [] : settings.issues.map((i) => i.path)).toEqual([
      "maxRequestLength",
      "fileTypesBlackList[0]",
      "companyLogoName",
    ]);
    const messages = MESSAGES_FORMAT.parse({ formatVersion: 1, locale: "English", messages: { "a b": "x" } });
    expect(messages.ok ? [] : messages.issues.map((i) => i.path)).toEqual(["locale", "messages.a b"]);
  });
});
