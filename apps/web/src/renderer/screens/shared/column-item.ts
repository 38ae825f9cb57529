import { fieldItemOf, type FieldType, type TFieldItem } from "@fsm/metadata";

/**
 * A search column or filter seen as a read-only field item, so list cells and filter controls
 * reuse the field-type registry instead of rendering values a second way.
 */
export function columnItem(column: {
  column: string;
  label: string;
  type: FieldType;
  codeTable?: string;
}): TFieldItem {
  const { column: name, label, type, codeTable } = column;
  return fieldItemOf({ id: name, column: name, label, type, codeTable });
}
