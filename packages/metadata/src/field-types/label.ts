import { z } from "zod";
import { COLUMN_TYPES } from "../palette/palette.js";
import { defineFieldType, NO_OPTIONS } from "./definition.js";

/** A value shown on a form but never edited nor written back (e.g. a request number). */
export const labelFieldType = defineFieldType({
  type: "label",
  label: "palette_type_label",
  icon: "IconTag",
  category: "display",
  fits: COLUMN_TYPES,
  options: NO_OPTIONS,
  // Shown, never entered: nothing to require, default or lock.
  common: ["id", "label", "column", "visibleWhen", "width"],
  value: () => z.unknown(),
  defaultValue: null,
  operators: [],
  stored: false,
});
