import { Checkbox } from "@mantine/core";
import { z } from "zod";
import type { FieldTypeUi } from "../field-type-ui";
import { BASE_SETTINGS } from "../field-type-ui";
import { PlainDisplay } from "../shared/plain-display";
import { rawOf } from "../shared/values";

// Flags arrive as booleans, "Y"/"N" or "true"/"false" strings depending on the table.
const TRUE_VALUES = new Set<unknown>([true, 1, "Y", "y", "true", "1"]);

export const checkboxField: FieldTypeUi<"checkbox"> = {
  type: "checkbox",
  Display: ({ value }) => <PlainDisplay text={value === true ? "Yes" : "No"} />,
  Input: ({ id, label, value, onChange, onBlur, error, required, readOnly }) => (
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
  ),
  // A required checkbox is a consent ("I accept …"): it must be ticked.
  schema: (item, label) =>
    z.boolean().refine((v) => !item.required || v, { message: `${label} must be ticked` }),
  fromModel: (row, item) => TRUE_VALUES.has(rawOf(row, item)),
  toModel: (value) => value === true,
  settings: { summary: "A yes/no flag", options: BASE_SETTINGS },
};
