import type { ComponentType } from "react";
import type { FieldType, TFieldItem } from "@fsm/metadata";
import type { ZodType } from "zod";
import type { TTranslate } from "../../lib/messages/use-message";
import type { TRow } from "../data-source";

/** Read-only rendering of a form-shaped value (what fromModel returned). */
export interface FieldDisplayProps {
  item: TFieldItem;
  value: unknown;
}

/** An editable control; the label is already translated, the id ties label and error to it. */
export interface FieldInputProps {
  item: TFieldItem;
  id: string;
  label: string;
  value: unknown;
  onChange(value: unknown): void;
  onBlur?(): void;
  error?: string;
  required: boolean;
  readOnly: boolean;
  /** What an empty control says (a list filter: "All"); types that cannot show one ignore it. */
  placeholder?: string;
}

/** Everything the renderer knows about one widget type; one folder builds one of these. */
export interface FieldTypeUi<K extends FieldType> {
  type: K;
  Display: ComponentType<FieldDisplayProps>;
  Input: ComponentType<FieldInputProps>;
  /**
   * Validates the form value of a visible, editable field (required, pattern, range); messages
   * follow the (translated) label and are translated with t.
   */
  schema(item: TFieldItem, label: string, t: TTranslate): ZodType;
  /** The form value for a stored row (empty inputs hold "" rather than null). */
  fromModel(row: TRow, item: TFieldItem): unknown;
  /** The stored column value; undefined means "never written" (labels, attachments). */
  toModel(value: unknown, item: TFieldItem): unknown;
  /** Display text the row carries beside the stored value (a lookup's `<column>__display`). */
  labelsOf?(value: unknown, item: TFieldItem): TRow;
  /** Uploaded attachments (attachments/upload ids) the save links to the row (attachment fields only). */
  attachmentIds?(value: unknown): string[];
}
