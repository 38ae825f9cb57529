import type { FieldTypeUi } from "../field-type-ui";
import { PlainDisplay } from "../shared/plain-display";
import { TextLikeInput } from "./text-like-input-lazy";
import { valueSchema } from "../shared/value-schema";
import { asText, rawOf, textOrNull } from "../shared/values";

/** One-line free text. */
export const textField: FieldTypeUi<"text"> = {
  type: "text",
  Display: ({ value }) => <PlainDisplay text={asText(value)} />,
  Input: (props) => <TextLikeInput {...props} />,
  schema: (item, label, t) => valueSchema(item, label, t),
  fromModel: (row, item) => asText(rawOf(row, item)),
  toModel: textOrNull,
};
