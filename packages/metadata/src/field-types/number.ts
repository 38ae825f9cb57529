import { message, type TValueMessage } from "@fsm/contracts";
import { z } from "zod";
import { option } from "../palette/option-text.js";
import { defineFieldType, textValue, type TextCheck } from "./definition.js";

// Form values are kept as text while editing, so a half-typed "1." or "-" is not silently a number.
const NUMBER = /^-?\d+(\.\d+)?$/;
const INTEGER = /^-?\d+$/;

const bound = (
  limit: number | undefined,
  test: (n: number, limit: number) => boolean,
  refusal: (limit: number) => TValueMessage,
) =>
  limit === undefined
    ? undefined
    : ({ test: (v) => test(Number(v), limit), message: refusal(limit) } satisfies TextCheck);

/** A number, stored as a number; sent as one or as its plain decimal text. */
export const numberFieldType = defineFieldType({
  type: "number",
  label: "palette_type_number",
  icon: "IconNumber123",
  category: "input",
  fits: ["integer", "number"],
  options: z.object({
    integer: option(z.boolean().optional(), "integer"),
    min: option(z.number().optional(), "min"),
    max: option(z.number().optional(), "max"),
  }),
  value: (options, required) =>
    textValue(
      required,
      { test: (v) => NUMBER.test(v), message: message("value_number") },
      options.integer ? { test: (v) => INTEGER.test(v), message: message("value_whole_number") } : undefined,
      bound(
        options.min,
        (n, min) => n >= min,
        (min) => message("value_at_least", { min }),
      ),
      bound(
        options.max,
        (n, max) => n <= max,
        (max) => message("value_at_most", { max }),
      ),
    ),
  defaultValue: null,
  operators: ["EQ", "NE", "GE", "LE", "IN"],
  stored: true,
});
