import { fieldItemOf, type FieldType, type TFieldItem, type TLookupRef } from "@fsm/metadata";

/**
 * A search column or filter seen as a read-only field item, so list cells and filter controls
 * reuse the field-type registry instead of rendering values a second way.
 */
export function columnItem(column: {
  column: string;
  label: string;
  type: FieldType;
  codeTable?: string;
  /** A lookup filter's screen (search filters may declare one; columns do not). */
  lookup?: TLookupRef;
}): TFieldItem {
  const { column: name, label, type, codeTable, lookup } = column;
  return fieldItemOf({ id: name, column: name, label, type, codeTable, lookup });
}
