import type { FieldTypeUi } from "../field-type-ui";
import { PlainDisplay } from "../shared/plain-display";
import { TextLikeInput } from "../text/text-like-input-lazy";
import { valueSchema } from "../shared/value-schema";
import { asText, rawOf, textOrNull } from "../shared/values";

export const emailField: FieldTypeUi<"email"> = {
  type: "email",
  Display: ({ value }) => <PlainDisplay text={asText(value)} />,
  Input: (props) => <TextLikeInput {...props} type="email" />,
  schema: (item, label, t) => valueSchema(item, label, t),
  fromModel: (row, item) => asText(rawOf(row, item)),
  toModel: textOrNull,
};
