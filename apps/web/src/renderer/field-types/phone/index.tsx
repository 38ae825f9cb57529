import { PHONE_PATTERN } from "@fsm/contracts";
import type { FieldTypeUi } from "../field-type-ui";
import { BASE_SETTINGS } from "../field-type-ui";
import { PlainDisplay } from "../shared/plain-display";
import { TextLikeInput } from "../shared/text-like-input";
import { textSchema } from "../shared/text-schema";
import { asText, rawOf, textOrNull } from "../shared/values";

const HINT = "An optional + followed by 11 digits, e.g. +11233456789";

/** Spec §9 phone pattern; the hint is shown up front so the error never comes as a surprise. */
export const phoneField: FieldTypeUi<"phone"> = {
  type: "phone",
  Display: ({ value }) => <PlainDisplay text={asText(value)} />,
  Input: (props) => <TextLikeInput {...props} type="tel" description={HINT} />,
  schema: (item, label) =>
    textSchema(item, label, {
      test: (v) => PHONE_PATTERN.test(v),
      message: (l) => `${l} must be an optional + followed by 11 digits`,
    }),
  fromModel: (row, item) => asText(rawOf(row, item)),
  toModel: textOrNull,
  settings: { summary: "A phone number", options: BASE_SETTINGS },
};
