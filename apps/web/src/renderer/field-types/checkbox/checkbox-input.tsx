import { Checkbox } from "@mantine/core";
import type { FieldInputProps } from "../field-type-ui";

/** A yes/no flag as a Mantine checkbox; read-only shows it disabled. */
export function CheckboxInput({
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
    <Checkbox
      id={id}
      label={label}
      checked={value === true}
      onChange={(event) => !readOnly && onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      error={error}
      required={required}
      disabled={readOnly}
      mt="md"
    />
  );
}
