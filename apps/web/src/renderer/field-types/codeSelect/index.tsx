import type { FieldTypeUi } from "../field-type-ui";
import { BASE_SETTINGS } from "../field-type-ui";
import { textSchema } from "../shared/text-schema";
import { asText, rawOf, textOrNull } from "../shared/values";
import { CodeDisplay } from "./code-display";
import { CodeSelectInput } from "./code-select-input";

/** A value of a code table (status, priority, problem code). */
export const codeSelectField: FieldTypeUi<"codeSelect"> = {
  type: "codeSelect",
  Display: CodeDisplay,
  Input: CodeSelectInput,
  schema: (item, label) => textSchema(item, label),
  fromModel: (row, item) => asText(rawOf(row, item)),
  toModel: textOrNull,
  settings: { summary: "A choice from a code table", options: [...BASE_SETTINGS, "codeTable"] },
};
