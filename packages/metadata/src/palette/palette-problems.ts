import { MESSAGE_CATALOGUE } from "@fsm/contracts";
import { z } from "zod";
import { optionsOf, type OptionEntry } from "./option-text.js";
import { COLUMN_TYPES, helpKeyOf, PALETTE_CATEGORIES, type PaletteEntry } from "./palette.js";

// Test support (not exported from the package): what a palette or property panel would miss.

const inCatalogue = (key: string): boolean => Object.hasOwn(MESSAGE_CATALOGUE, key);

/** The schema an option's value has inside optional, default, nullable and array wrappers. */
function innerOf(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return innerOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodArray) return innerOf(schema.element as z.ZodType);
  return schema;
}

/** Options without a label or help key, or naming a key the catalogue lacks; nested objects too. */
export function optionProblems(path: string, options: readonly OptionEntry[]): string[] {
  return options.flatMap(({ name, schema, text }) => {
    const at = `${path}.${name}`;
    const own = !text
      ? [`${at}: no label and help keys`]
      : [text.label, text.help]
          .filter((key) => !inCatalogue(key))
          .map((key) => `${at}: ${key} not in the catalogue`);
    const inner = innerOf(schema);
    return inner instanceof z.ZodObject ? [...own, ...optionProblems(at, optionsOf(inner))] : own;
  });
}

/** What a palette entry lacks: label and help keys in the catalogue, an icon, a category, fits. */
export function paletteProblems(
  name: string,
  entry: PaletteEntry,
  options: readonly OptionEntry[],
): string[] {
  const problems = [entry.label, helpKeyOf(entry.label)]
    .filter((key) => !inCatalogue(key))
    .map((key) => `${name}: ${key} not in the catalogue`);
  if (!/^Icon[A-Z0-9][A-Za-z0-9]*$/.test(entry.icon ?? "")) problems.push(`${name}: no icon`);
  if (!Object.hasOwn(PALETTE_CATEGORIES, entry.category ?? "")) problems.push(`${name}: no category`);
  if (!Array.isArray(entry.fits)) problems.push(`${name}: no fits`);
  else if (entry.fits.some((type) => !COLUMN_TYPES.includes(type)))
    problems.push(`${name}: fits an unknown column type`);
  return [...problems, ...optionProblems(name, options)];
}
