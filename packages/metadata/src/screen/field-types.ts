/**
 * Every widget type a field item can have. The web renderer keeps one folder per type behind an
 * exhaustive registry keyed by this list, so adding a type here fails its type-check until the
 * renderer has it too.
 */
export const FIELD_TYPES = [
  "text",
  "multilineText",
  "number",
  "date",
  "dateTime",
  "checkbox",
  "email",
  "phone",
  "codeSelect",
  "lookup",
  "attachment",
  "label",
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
