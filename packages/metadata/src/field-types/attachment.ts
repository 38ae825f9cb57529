import { z } from "zod";
import { defineFieldType, NO_OPTIONS } from "./definition.js";

/**
 * Files uploaded while filling the form, linked on save by attachment id, never a column value
 * (the browser checks its uploads itself; the server checks the ids it is sent).
 */
export const attachmentFieldType = defineFieldType({
  type: "attachment",
  label: "palette_type_attachment",
  icon: "IconPaperclip",
  category: "files",
  fits: [],
  options: NO_OPTIONS,
  // Uploads are no column value: nothing to default or lock.
  common: ["id", "label", "column", "required", "visibleWhen", "width"],
  value: () => z.unknown(),
  defaultValue: null,
  operators: [],
  stored: false,
});
