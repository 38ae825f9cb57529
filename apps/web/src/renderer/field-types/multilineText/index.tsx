import { Text, Textarea } from "@mantine/core";
import type { FieldTypeUi } from "../field-type-ui";
import { settingsOf } from "../field-type-ui";
import { EMPTY_DISPLAY } from "../shared/plain-display";
import { valueSchema } from "../shared/value-schema";
import { asText, rawOf, textOrNull } from "../shared/values";

/** Notes and descriptions: line breaks are kept when shown. */
export const multilineTextField: FieldTypeUi<"multilineText"> = {
  type: "multilineText",
  Display: ({ value }) => <Text style={{ whiteSpace: "pre-wrap" }}>{asText(value) || EMPTY_DISPLAY}</Text>,
  Input: ({ id, label, value, onChange, onBlur, error, required, readOnly }) => (
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
  ),
  schema: (item, label, t) => valueSchema(item, label, t),
  fromModel: (row, item) => asText(rawOf(row, item)),
  toModel: textOrNull,
  settings: settingsOf("multilineText", "Several lines of text"),
};
