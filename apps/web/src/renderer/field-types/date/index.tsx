import { DateTime } from "../../../lib/format/date-time";
import type { FieldTypeUi } from "../field-type-ui";
import { TextLikeInput } from "../text/text-like-input-lazy";
import { valueSchema } from "../shared/value-schema";
import { asText, rawOf, textOrNull } from "../shared/values";

// The browser's own date input: no date-picker dependency, keyboard and screen-reader friendly.
export const dateField: FieldTypeUi<"date"> = {
  type: "date",
  // A day, never a time, and the same day in every time zone.
  Display: ({ value }) => <DateTime value={asText(value)} dateOnly />,
  Input: (props) => <TextLikeInput {...props} type="date" />,
  schema: (item, label, t) => valueSchema(item, label, t),
  fromModel: (row, item) => asText(rawOf(row, item)).slice(0, 10),
  toModel: textOrNull,
};
