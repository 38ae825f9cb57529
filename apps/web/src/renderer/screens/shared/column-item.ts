import type { FieldType, TFieldItem } from "@fsm/metadata";

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
  return {
    kind: "field",
    id: column.column,
    type: column.type,
    column: column.column,
    label: column.label,
    codeTable: column.codeTable,
    required: false,
    readOnly: false,
    width: 6,
  };
}
