import { EMAIL_PATTERN } from "@fsm/contracts";
import type { FieldTypeUi } from "../field-type-ui";
import { BASE_SETTINGS } from "../field-type-ui";
import { PlainDisplay } from "../shared/plain-display";
import { TextLikeInput } from "../shared/text-like-input";
import { textSchema } from "../shared/text-schema";
import { asText, rawOf, textOrNull } from "../shared/values";

export const emailField: FieldTypeUi<"email"> = {
  type: "email",
  Display: ({ value }) => <PlainDisplay text={asText(value)} />,
  Input: (props) => <TextLikeInput {...props} type="email" />,
  schema: (item, label) =>
    textSchema(item, label, {
      test: (v) => EMAIL_PATTERN.test(v),
      message: (l) => `${l} must be an e-mail address such as name@example.com`,
    }),
  fromModel: (row, item) => asText(rawOf(row, item)),
  toModel: textOrNull,
  settings: { summary: "An e-mail address", options: BASE_SETTINGS },
};
