import { formatNumber } from "../../../lib/format/numbers";
import type { FieldTypeUi } from "../field-type-ui";
import { PlainDisplay } from "../shared/plain-display";
import { TextLikeInput } from "../text/text-like-input-lazy";
import { valueSchema } from "../shared/value-schema";
import { asText, rawOf } from "../shared/values";

// Kept as text while editing so a half-typed "1." or "-" is not silently turned into a number.
const NUMBER = /^-?\d+(\.\d+)?$/;

export const numberField: FieldTypeUi<"number"> = {
  type: "number",
  Display: ({ value }) => {
    const text = asText(value);
    return <PlainDisplay text={NUMBER.test(text) ? formatNumber(Number(text)) : text} />;
  },
  Input: (props) => <TextLikeInput {...props} />,
  schema: (item, label, t) => valueSchema(item, label, t),
  fromModel: (row, item) => asText(rawOf(row, item)),
  toModel: (value) => (asText(value).trim() === "" ? null : Number(asText(value))),
};
