import { z } from "zod";
import type { TPaletteKey } from "./palette.js";

/**
 * An option's name in the palette's messages: its label is `palette_option_<name>`, its help
 * `palette_option_<name>_help` (derived, so the schemas every page loads carry one short name).
 */
export type TOptionName = {
  [K in TPaletteKey]: K extends `palette_option_${infer N}_help`
    ? `palette_option_${N}` extends TPaletteKey
      ? N
      : never
    : never;
}[TPaletteKey];

/**
 * The JSON Schema annotations carrying an option's label and help message keys: zod copies a
 * schema's metadata into its JSON Schema, so the schemas the server serves the editors
 * (GET DocumentsPath.schema) carry them too and an editor shows translated help from either.
 */
export const LABEL_KEY = "x-labelKey";
export const HELP_KEY = "x-helpKey";

/** The label and help of one option of a field type or item kind, as message keys. */
export interface OptionText {
  label: TPaletteKey;
  help: TPaletteKey;
}

/** An option's schema annotated with the message keys of its label and help. */
export const option = <S extends z.ZodType>(schema: S, name: TOptionName): S =>
  schema.meta({ [LABEL_KEY]: `palette_option_${name}`, [HELP_KEY]: `palette_option_${name}_help` });

/** The label and help keys an option was declared with (undefined when it was not annotated). */
export function optionTextOf(schema: z.ZodType): OptionText | undefined {
  const meta = schema.meta();
  const label = meta?.[LABEL_KEY];
  const help = meta?.[HELP_KEY];
  return typeof label === "string" && typeof help === "string"
    ? { label: label as TPaletteKey, help: help as TPaletteKey }
    : undefined;
}

export interface OptionEntry {
  name: string;
  schema: z.ZodType;
  text: OptionText | undefined;
}

/**
 * The options of an object schema in declaration order, with their texts: a property panel's rows.
 * Literals (an item's `kind`, a field's `type`) say which variant an object is: no option.
 */
export const optionsOf = (object: z.ZodObject): OptionEntry[] =>
  Object.entries(object.shape)
    .filter(([, schema]) => !(schema instanceof z.ZodLiteral))
    .map(([name, schema]) => ({
      name,
      schema: schema as z.ZodType,
      text: optionTextOf(schema as z.ZodType),
    }));
