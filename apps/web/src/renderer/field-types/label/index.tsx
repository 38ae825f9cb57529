import { TextInput } from "@mantine/core";
import { z } from "zod";
import type { FieldTypeUi } from "../field-type-ui";
import { settingsOf } from "../field-type-ui";
import { EMPTY_DISPLAY, PlainDisplay } from "../shared/plain-display";
import { asText, rawOf } from "../shared/values";

/** A value shown on a form but never edited nor written back (e.g. a request number). */
export const labelField: FieldTypeUi<"label"> = {
  type: "label",
  Display: ({ value }) => <PlainDisplay text={asText(value)} />,
  // An unstyled read-only input keeps the label programmatically tied to the value.
  Input: ({ id, label, value }) => (
    <TextInput id={id} label={label} value={asText(value) || EMPTY_DISPLAY} readOnly variant="unstyled" />
  ),
  schema: () => z.unknown(),
  fromModel: (row, item) => rawOf(row, item),
  toModel: () => undefined,
  settings: settingsOf("label", "A read-only value", ["label", "column", "visibleWhen", "width"]),
};
