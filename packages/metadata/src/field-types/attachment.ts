import { z } from "zod";
import { defineFieldType, NO_OPTIONS } from "./definition.js";

/**
 * Files uploaded while filling the form, linked on save by attachment id, never a column value
 * (the browser checks its uploads itself; the server checks the ids it is sent).
 */
export const attachmentFieldType = defineFieldType({
  type: "attachment",
  options: NO_OPTIONS,
  value: () => z.unknown(),
  defaultValue: null,
  operators: [],
  stored: false,
});
