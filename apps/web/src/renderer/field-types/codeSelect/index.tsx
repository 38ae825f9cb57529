import type { FieldTypeUi } from "../field-type-ui";
import { lazyInput } from "../shared/lazy-input";
import { valueSchema } from "../shared/value-schema";
import { asText, rawOf, textOrNull } from "../shared/values";
import { CodeDisplay } from "./code-display";

/** A value of a code table (status, priority, problem code). */
export const codeSelectField: FieldTypeUi<"codeSelect"> = {
  type: "codeSelect",
  Display: CodeDisplay,
  Input: lazyInput(() => import("./code-select-input").then((m) => m.CodeSelectInput)),
  schema: (item, label, t) => valueSchema(item, label, t),
  fromModel: (row, item) => asText(rawOf(row, item)),
  toModel: textOrNull,
};
