import { MESSAGE_CATALOGUE, englishText, issueMessage } from "@fsm/contracts";
import { describe, expect, it } from "vitest";
import { FIELD_TYPES } from "../screen/field-types.js";
import { parseScreenDocument } from "../screen/format.js";
import { FIELD_VALUE_CASES } from "./value-cases.js";
import { fieldItemOf, fieldTypeDefinitions, fieldValueSchema, ZFieldItem, type TFieldItem } from "./index.js";

const item = (fields: Record<string, unknown>): TFieldItem =>
  ZFieldItem.parse({ kind: "field", id: "f", column: "c", label: "f_label", ...fields });
const verdict = (field: TFieldItem, value: unknown) =>
  fieldValueSchema(field).safeParse(value).error?.issues[0]?.message ?? "ok";

describe("field type definitions", () => {
  it("has exactly one definition per field type, each naming its own type", () => {
    expect(Object.keys(fieldTypeDefinitions).sort()).toEqual([...FIELD_TYPES].sort());
    for (const [type, definition] of Object.entries(fieldTypeDefinitions)) expect(definition.type).toBe(type);
  });

  it("checks e-mail and phone values by the patterns the browser used to own", () => {
    const email = item({ type: "email" });
    expect(verdict(email, "someone@")).toBe("must be an e-mail address such as name@example.com");
    expect(verdict(email, "name@example.com")).toBe("ok");
    expect(verdict(email, "")).toBe("ok");
    expect(verdict(item({ type: "email", required: true }), " ")).toBe("is required");
    const phone = item({ type: "phone" });
    expect(verdict(phone, "+1123")).toBe("must be an optional + followed by 11 digits");
    expect(verdict(phone, "+11233456789")).toBe("ok");
  });

  it("holds numbers to their options, and takes them as sent or as typed", () => {
    const number = item({ type: "number", integer: true, min: 1, max: 10 });
    expect(verdict(number, "abc")).toBe("must be a number");
    expect(verdict(number, 2.5)).toBe("must be a whole number");
    expect(verdict(number, "0")).toBe("must be at least 1");
    expect(verdict(number, 11)).toBe("must be at most 10");
    expect(verdict(number, "7")).toBe("ok");
    expect(verdict(number, 7)).toBe("ok");
  });

  it("refuses days that do not exist, and an unticked required checkbox", () => {
    expect(verdict(item({ type: "date" }), "2026-02-30")).toBe("must be a valid date");
    expect(verdict(item({ type: "dateTime" }), "2026-03-01T08:00")).toBe("ok");
    expect(verdict(item({ type: "dateTime" }), "2026-03-01T08:00:00.000Z")).toBe("ok");
    expect(verdict(item({ type: "checkbox", required: true }), false)).toBe("must be ticked");
    expect(verdict(item({ type: "checkbox", required: true }), "Y")).toBe("ok");
  });

  it("keeps only a type's own options, so documents of the flat item format still parse", () => {
    const text = item({ type: "text", codeTable: "request_status" });
    expect(text).not.toHaveProperty("codeTable");
    expect(item({ type: "codeSelect", codeTable: "request_status" })).toMatchObject({
      codeTable: "request_status",
      required: false,
      width: 6,
    });
    expect(
      ZFieldItem.safeParse({ kind: "field", id: "f", column: "c", label: "l", type: "codeSelect" }).error
        ?.issues,
    ).toEqual([
      expect.objectContaining({ path: ["codeTable"], message: "a codeSelect field needs a codeTable" }),
    ]);
    const stored = {
      name: "legacy",
      type: "portal",
      title: "t",
      table: "service_requests",
      fields: [{ type: "phone", column: "contact_phone", id: "phone", labelKey: "p", codeTable: "x" }],
    };
    expect(parseScreenDocument(stored).ok).toBe(true);
  });

  it("builds an item of any type from a flat column declaration", () => {
    expect(
      fieldItemOf({ id: "g", type: "codeSelect", column: "c", label: "f_label", codeTable: "t" }),
    ).toEqual(item({ id: "g", type: "codeSelect", codeTable: "t" }));
  });

  it("refuses each value with a catalogue message whose English text is the issue's message", () => {
    const cases = [
      ...FIELD_VALUE_CASES.flatMap((c) => c.values.map((value) => [item(c.field), value] as const)),
      [item({ type: "number", min: 1, max: 10 }), 0],
      [item({ type: "number", min: 1, max: 10 }), 11],
      [item({ type: "text", maxLength: 3 }), "four"],
      [item({ type: "checkbox", required: true }), false],
    ] as const;
    let refused = 0;
    for (const [field, value] of cases) {
      const issue = fieldValueSchema(field).safeParse(value).error?.issues[0];
      if (!issue) continue;
      refused += 1;
      const keyed = issueMessage(issue);
      expect(keyed, issue.message).toBeDefined();
      expect(MESSAGE_CATALOGUE).toHaveProperty(keyed!.key);
      expect(englishText(keyed!)).toBe(issue.message);
    }
    expect(refused).toBeGreaterThan(10);
    expect(
      issueMessage({ code: "custom", params: { messageKey: "value_at_most", values: { max: 3 } } }),
    ).toEqual({ key: "value_at_most", values: { max: 3 } });
    expect(issueMessage({ code: "too_small" })).toBeUndefined();
  });
});
