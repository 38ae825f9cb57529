import { TRUE_VALUES } from "@fsm/metadata";
import { Checkbox } from "@mantine/core";
import { useMessage } from "../../../lib/messages/use-message";
import { z } from "zod";
import type { FieldTypeUi } from "../field-type-ui";
import { settingsOf } from "../field-type-ui";
import { PlainDisplay } from "../shared/plain-display";
import { valueSchema } from "../shared/value-schema";
import { rawOf } from "../shared/values";

export const checkboxField: FieldTypeUi<"checkbox"> = {
  type: "checkbox",
  Display: function CheckboxDisplay({ value }) {
    const t = useMessage();
    return <PlainDisplay text={t(value === true ? "checkbox_yes" : "checkbox_no")} />;
  },
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
  schema: (item, label, t) => valueSchema(item, label, t, z.boolean()),
  fromModel: (row, item) => TRUE_VALUES.has(rawOf(row, item)),
  toModel: (value) => value === true,
  settings: settingsOf("checkbox", "A yes/no flag"),
};
