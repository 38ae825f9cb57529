import type { FieldTypeUi } from "../field-type-ui";
import { BASE_SETTINGS } from "../field-type-ui";
import { PlainDisplay } from "../shared/plain-display";
import { TextLikeInput } from "../shared/text-like-input";
import { textSchema } from "../shared/text-schema";
import { asText, rawOf, textOrNull } from "../shared/values";

/** One-line free text. */
export const textField: FieldTypeUi<"text"> = {
  type: "text",
  Display: ({ value }) => <PlainDisplay text={asText(value)} />,
  Input: (props) => <TextLikeInput {...props} />,
  schema: (item, label) => textSchema(item, label),
  fromModel: (row, item) => asText(rawOf(row, item)),
  toModel: textOrNull,
  settings: { summary: "A single line of text", options: BASE_SETTINGS },
};
