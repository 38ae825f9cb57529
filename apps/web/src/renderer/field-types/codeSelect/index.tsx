import type { FieldTypeUi } from "../field-type-ui";
import { BASE_SETTINGS } from "../field-type-ui";
import { PlainDisplay } from "../shared/plain-display";
import { textSchema } from "../shared/text-schema";
import { asText, rawOf, textOrNull } from "../shared/values";
import { CodeSelectInput } from "./code-select-input";

/** A value of a code table (status, priority, problem code). */
export const codeSelectField: FieldTypeUi<"codeSelect"> = {
  type: "codeSelect",
  Display: ({ value }) => <PlainDisplay text={asText(value)} />,
  Input: CodeSelectInput,
  schema: (item, label) => textSchema(item, label),
  fromModel: (row, item) => asText(rawOf(row, item)),
  toModel: textOrNull,
  settings: { summary: "A choice from a code table", options: [...BASE_SETTINGS, "codeTable"] },
};
