import { z } from "zod";
import { defineFieldType, NO_OPTIONS } from "./definition.js";

/** A value shown on a form but never edited nor written back (e.g. a request number). */
export const labelFieldType = defineFieldType({
  type: "label",
  options: NO_OPTIONS,
  value: () => z.unknown(),
  defaultValue: null,
  operators: [],
  stored: false,
});
