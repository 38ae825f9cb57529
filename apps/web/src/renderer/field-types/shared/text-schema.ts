import type { TFieldItem } from "@fsm/metadata";
import { z } from "zod";

export interface TextCheck {
  test(value: string): boolean;
  message(label: string): string;
}

/** A string value: required when the metadata says so, then the type's own pattern if not empty. */
export function textSchema(item: TFieldItem, label: string, check?: TextCheck) {
  return z.string().superRefine((raw, ctx) => {
    const value = raw.trim();
    if (!value) {
      if (item.required) ctx.addIssue({ code: "custom", message: `${label} is required` });
      return;
    }
    if (check && !check.test(value)) ctx.addIssue({ code: "custom", message: check.message(label) });
  });
}
