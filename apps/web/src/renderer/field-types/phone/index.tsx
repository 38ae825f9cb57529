import type { FieldTypeUi } from "../field-type-ui";
import { PlainDisplay } from "../shared/plain-display";
import { TextLikeInput } from "../text/text-like-input-lazy";
import { valueSchema } from "../shared/value-schema";
import { asText, rawOf, textOrNull } from "../shared/values";

const HINT = "An optional + followed by 11 digits, e.g. +11233456789";

/** Spec §9 phone pattern; the hint is shown up front so the error never comes as a surprise. */
export const phoneField: FieldTypeUi<"phone"> = {
  type: "phone",
  Display: ({ value }) => <PlainDisplay text={asText(value)} />,
  Input: (props) => <TextLikeInput {...props} type="tel" description={HINT} />,
  schema: (item, label, t) => valueSchema(item, label, t),
  fromModel: (row, item) => asText(rawOf(row, item)),
  toModel: textOrNull,
};
