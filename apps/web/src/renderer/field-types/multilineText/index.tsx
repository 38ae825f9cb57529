import { Text } from "@mantine/core";
import type { FieldTypeUi } from "../field-type-ui";
import { lazyInput } from "../shared/lazy-input";
import { EMPTY_DISPLAY } from "../shared/plain-display";
import { valueSchema } from "../shared/value-schema";
import { asText, rawOf, textOrNull } from "../shared/values";

/** Notes and descriptions: line breaks are kept when shown. */
export const multilineTextField: FieldTypeUi<"multilineText"> = {
  type: "multilineText",
  Display: ({ value }) => <Text style={{ whiteSpace: "pre-wrap" }}>{asText(value) || EMPTY_DISPLAY}</Text>,
  Input: lazyInput(() => import("./multiline-text-input").then((m) => m.MultilineTextInput)),
  schema: (item, label, t) => valueSchema(item, label, t),
  fromModel: (row, item) => asText(rawOf(row, item)),
  toModel: textOrNull,
};
