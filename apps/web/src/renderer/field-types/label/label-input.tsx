import { TextInput } from "@mantine/core";
import type { FieldInputProps } from "../field-type-ui";
import { EMPTY_DISPLAY } from "../shared/plain-display";
import { asText } from "../shared/values";

/** An unstyled read-only input: keeps the label programmatically tied to the value on a form. */
export function LabelInput({ id, label, value }: FieldInputProps) {
  return (
    <TextInput id={id} label={label} value={asText(value) || EMPTY_DISPLAY} readOnly variant="unstyled" />
  );
}
