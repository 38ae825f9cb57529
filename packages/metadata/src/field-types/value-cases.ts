import type { z } from "zod";
import type { ZFieldItem } from "./index.js";

type Settings<T> = T extends unknown ? Omit<T, "kind" | "id" | "column" | "label"> : never;
type FieldSettings = Settings<z.input<typeof ZFieldItem>>;

/** One field type with its settings, and values a person might type or send for it. */
export interface FieldValueCase {
  name: string;
  field: FieldSettings;
  values: readonly unknown[];
}

/**
 * Values, good and bad, for the field types a form edits. The web's field-type tests and the
 * server's updateentity test feed the same ones to the browser's check and to the server, and
 * expect both to accept or refuse each alike (issue 10 §3).
 */
export const FIELD_VALUE_CASES: readonly FieldValueCase[] = [
  {
    name: "e-mail",
    field: { type: "email" },
    values: ["someone@", "name@example.com", "a b@example.com", "name@example", ""],
  },
  {
    name: "phone",
    field: { type: "phone" },
    values: ["+1123", "12345678901", "+11233456789", "+1-123-345-6789", "phone", ""],
  },
  {
    name: "whole number",
    field: { type: "number", integer: true, required: true },
    values: ["abc", "1.5", "-", "1e3", "", " "],
  },
  {
    name: "date",
    field: { type: "date" },
    values: ["2026-02-30", "2026-03-01", "01/03/2026", "2026-3-1", ""],
  },
  {
    name: "date and time",
    field: { type: "dateTime" },
    values: ["2026-02-30T08:00", "2026-03-01T08:00", "2026-03-01T25:00", "tomorrow", ""],
  },
  {
    name: "required text",
    field: { type: "text", required: true },
    values: ["", "   ", "fixed the pump"],
  },
  {
    name: "required code",
    field: { type: "codeSelect", codeTable: "request_priority", required: true },
    values: ["", " ", "HIGH"],
  },
];
