import { Textarea } from "@mantine/core";
import type { FieldInputProps } from "../field-type-ui";
import { asText } from "../shared/values";

/** Notes and descriptions: a four-line text area. */
export function MultilineTextInput({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  readOnly,
}: FieldInputProps) {
  return (
    <Textarea
      id={id}
      label={label}
      value={asText(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
      required={required}
      readOnly={readOnly}
      rows={4}
    />
  );
}
