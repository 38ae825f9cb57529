import { keyedIssue, message, type TValueMessage } from "@fsm/contracts";
import { z } from "zod";
import { option } from "../palette/option-text.js";
import type { PaletteEntry } from "../palette/palette.js";
import type { CommonFieldSetting } from "./item-base.js";

/** A field's stored column value, as the web's toModel gives it and the server writes it. */
export type FieldValue = string | number | boolean | null;

/** The list-filter operators of a screen's search definition (ZFilterItem.operator). */
export const FILTER_OPERATORS = ["EQ", "NE", "LIKE", "GE", "LE", "IN"] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/**
 * One field type, defined once for the browser and the server (ARCHITECTURE rule 3).
 * - label, help, icon, category, fits: what the designer's palette shows of the type and which
 *   dictionary column types it may be placed on (PaletteEntry).
 * - options: what a field of this type may set beyond the common item fields; each option is
 *   declared with `option()`, naming its label and help message keys, so a property panel is
 *   built from the schema (optionsOf) and the served JSON Schema carries the keys.
 * - common: the common item settings its panel offers (all of them when absent).
 * - value: the check of a field's value. The web runs it on the form value, the server's save
 *   checks on the value sent; an issue's message is the English text after the field's name ("is
 *   required", "must be a number"), which the server prefixes with the path, and its catalogue key
 *   and values (issueMessage of @fsm/contracts), which the web translates after the field's label.
 * - stored: whether the value is a column value (labels and attachments never are).
 */
export interface FieldTypeDefinition<
  K extends string = string,
  O extends z.ZodObject = z.ZodObject,
> extends PaletteEntry {
  type: K;
  options: O;
  common?: readonly CommonFieldSetting[];
  value(options: z.output<O>, required: boolean): z.ZodType;
  defaultValue: FieldValue;
  operators: readonly FilterOperator[];
  stored: boolean;
}

export const defineFieldType = <K extends string, O extends z.ZodObject>(
  definition: FieldTypeDefinition<K, O>,
): FieldTypeDefinition<K, O> => definition;

/** Fields whose options are the common item fields only. */
export const NO_OPTIONS = z.object({});

export const REQUIRED = message("value_required");

export interface TextCheck {
  test(value: string): boolean;
  message: TValueMessage;
}

const asString = (value: unknown): string =>
  value === null || value === undefined ? "" : typeof value === "string" ? value : String(value);

/**
 * A value shown as text (a string, or a number or flag the server coerced to one): blank when
 * it trims to nothing, refused then only if required; otherwise held to each check in turn.
 */
export function textValue(required: boolean, ...checks: (TextCheck | undefined)[]): z.ZodType {
  return z.unknown().superRefine((raw, ctx) => {
    const value = asString(raw).trim();
    if (!value) {
      if (required) ctx.addIssue(keyedIssue(REQUIRED));
      return;
    }
    const failed = checks.find((check) => check && !check.test(value));
    if (failed) ctx.addIssue(keyedIssue(failed.message));
  });
}

/** At most `max` characters, when the field sets a maximum. */
export const maxLengthCheck = (max: number | undefined): TextCheck | undefined =>
  max === undefined
    ? undefined
    : { test: (v) => v.length <= max, message: message("value_max_length", { max }) };

export const maxLengthOption = option(z.number().int().min(1).max(100_000).optional(), "max_length");
