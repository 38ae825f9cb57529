import { Button, Group, TextInput } from "@mantine/core";
import { useFadeModal } from "../../../lib/modal";
import { LookupPicker } from "../../screens/lookup/LookupPicker";
import type { FieldInputProps } from "../field-type-ui";
import { asLookupValue } from "./lookup-value";

/** Shows the chosen row; "Choose…" opens the field's lookup screen as a modal picker. */
export function LookupInput({
  item,
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  readOnly,
}: FieldInputProps) {
  const modal = useFadeModal({ onClose: onBlur });
  const current = asLookupValue(value);
  const lookup = item.lookup;
  return (
    <>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          id={id}
          label={label}
          value={current?.label ?? ""}
          placeholder="Nothing chosen"
          readOnly
          required={required}
          error={error}
          style={{ flex: 1 }}
        />
        {!readOnly && lookup ? (
          <Button variant="default" onClick={modal.show} aria-label={`Choose ${label}`}>
            Choose…
          </Button>
        ) : null}
        {!readOnly && !required && current ? (
          <Button variant="subtle" onClick={() => onChange(null)} aria-label={`Clear ${label}`}>
            Clear
          </Button>
        ) : null}
      </Group>
      {lookup ? (
        <LookupPicker
          modal={modal}
          title={`Choose ${label}`}
          screenName={lookup.screen}
          onPick={(row) => {
            const key = row[lookup.keyColumn];
            if (typeof key === "string" || typeof key === "number")
              onChange({ key, label: String(row[lookup.displayColumn] ?? key) });
            modal.hide();
          }}
        />
      ) : null}
    </>
  );
}
