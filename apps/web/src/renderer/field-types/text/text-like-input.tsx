import { TextInput } from "@mantine/core";
import type { FieldInputProps } from "../field-type-ui";
import { asText } from "../shared/values";

type InputType = "text" | "email" | "tel" | "date" | "datetime-local";

export type TextLikeInputProps = FieldInputProps & { type?: InputType; description?: string };

/** A Mantine TextInput bound to a string form value; the native type gives the right keyboard. */
export function TextLikeInput(props: TextLikeInputProps) {
  const { id, label, value, onChange, onBlur, error, required, readOnly, type = "text", description } = props;
  return (
    <TextInput
      id={id}
      type={type}
      label={label}
      description={description}
      value={asText(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
      required={required}
      readOnly={readOnly}
      inputMode={type === "tel" ? "tel" : undefined}
    />
  );
}
