import { describe, expect, it } from "vitest";
import { MESSAGE_CATALOGUE, formatMessage } from "@fsm/contracts";
import { ZSection } from "@fsm/metadata";
import { buildFormSchema } from "./form-schema";

// The labels translated; every other key (the value checks' messages) as the catalogue says it.
const t = (key: string, values?: Record<string, string | number>) =>
  ({ email: "E-mail", phone: "Mobile", reason: "Reason", kind: "Kind" })[key] ??
  formatMessage((MESSAGE_CATALOGUE as Record<string, string>)[key] ?? key, values);

const sections = [
  ZSection.parse({
    id: "main",
    items: [
      { kind: "field", id: "kind", type: "text", column: "kind", label: "kind" },
      { kind: "field", id: "email", type: "email", column: "email", label: "email", required: true },
      {
        kind: "field",
        id: "phone",
        type: "phone",
        column: "phone",
        label: "phone",
        required: true,
        readOnly: true,
      },
      {
        kind: "field",
        id: "reason",
        type: "text",
        column: "reason",
        label: "reason",
        required: true,
        visibleWhen: { field: "kind", op: "eq", value: "OTHER" },
      },
    ],
  }),
];

const messages = (values: Record<string, unknown>) => {
  const result = buildFormSchema(sections, t).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("buildFormSchema", () => {
  it("validates visible, editable fields with their type's messages, keyed by item id", () => {
    expect(messages({ kind: "", email: "x", phone: "", reason: "" })).toEqual({
      email: "E-mail must be an e-mail address such as name@example.com",
    });
  });

  it("validates a field only while its visibility rule shows it", () => {
    expect(messages({ kind: "OTHER", email: "a@b.co", phone: "", reason: "" })).toEqual({
      reason: "Reason is required",
    });
    expect(messages({ kind: "OTHER", email: "a@b.co", phone: "", reason: "Broken" })).toEqual({});
  });
});
